/**
 * What the add-to-cart button of a variable product allows. WooCommerce's variation script records it as classes
 * on the button, and themes and plugins read those classes, so they stay the one place the state lives: the
 * variation form writes them, the sticky bar reads them (also when the legacy script writes them instead).
 */
export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

const SELECTION_NEEDED = 'wc-variation-selection-needed';
const UNAVAILABLE = 'wc-variation-is-unavailable';

/**
 * WooCommerce marks the button with classes, not the `disabled` attribute, so a click still arrives and can be
 * answered with the reason; `aria-disabled` tells assistive technology the same.
 */
export function setButtonState(form: HTMLFormElement, state: ButtonState): void {
  const wrapper = form.querySelector('.woocommerce-variation-add-to-cart');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
  wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
  for (const button of form.querySelectorAll('.single_add_to_cart_button')) {
    button.classList.toggle('disabled', state !== 'enabled');
    button.classList.toggle(SELECTION_NEEDED, state === 'selection-needed');
    button.classList.toggle(UNAVAILABLE, state === 'unavailable');
    if (state === 'enabled') button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  }
}

/** The reason a click on the button is refused, or null when it may add to cart. */
export function blockedReason(button: Element): Exclude<ButtonState, 'enabled'> | null {
  if (!button.classList.contains('disabled')) return null;
  if (button.classList.contains(UNAVAILABLE)) return 'unavailable';
  return button.classList.contains(SELECTION_NEEDED) ? 'selection-needed' : null;
}
