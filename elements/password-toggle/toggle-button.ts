/** The show/hide button's names where `woocommerce_params` has none (WooCommerce's own English texts). */
export const TOGGLE_TEXTS = { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' };

/**
 * WooCommerce's show/hide markup around one password field: the field inside `span.password-input` and a
 * `button.show-password-input` after it. Markup already there (a theme that prints it) is adopted; what this
 * function added is taken away again by the returned function.
 */
export function passwordToggleMarkup(
  field: HTMLInputElement,
  label: string,
  pressable: boolean,
): { button: HTMLButtonElement; restore: () => void } {
  const undo: Array<() => void> = [];
  let wrapper = field.parentElement?.classList.contains('password-input') ? field.parentElement : null;
  if (!wrapper && field.parentElement?.matches('span.woocommerce-input-wrapper')) {
    // WooCommerce's own choice on checkout: the field's span becomes the wrapper, and the field, which the
    // shopper may be typing in already, is never moved.
    const span = field.parentElement;
    span.classList.add('password-input');
    undo.push(() => span.classList.remove('password-input'));
    wrapper = span;
  }
  if (!wrapper) {
    // Only for markup without WooCommerce's field span (a theme's own form).
    const span = document.createElement('span');
    span.className = 'password-input';
    keepingFocus(field, () => {
      field.replaceWith(span);
      span.append(field);
    });
    undo.push(() => keepingFocus(field, () => span.replaceWith(field)));
    wrapper = span;
  }
  let button = wrapper.querySelector<HTMLButtonElement>('button.show-password-input');
  if (!button) {
    button = document.createElement('button');
    button.className = 'show-password-input';
    wrapper.append(button);
    const added = button;
    undo.push(() => added.remove());
  }
  button.type = 'button';
  button.setAttribute('aria-label', label);
  if (pressable) button.setAttribute('aria-pressed', 'false');
  if (field.id) button.setAttribute('aria-controls', field.id);
  return {
    button,
    restore: () => {
      field.type = 'password';
      button.removeAttribute('aria-pressed');
      for (const step of undo.reverse()) step();
    },
  };
}

/**
 * Moving a field takes focus from it: a shopper already typing in it (the account group loads on their first
 * focus) keeps focus and caret.
 */
function keepingFocus(field: HTMLInputElement, move: () => void): void {
  const typing = document.activeElement === field;
  const { selectionStart, selectionEnd } = field;
  move();
  if (!typing) return;
  field.focus();
  field.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The password toggle's idle prelude (`elements/index.ts`): each password field of a toggle still waiting for the
 * shopper gets its show/hide button now, in WooCommerce's markup, named and in the state the element gives it,
 * without a renderer. It lives beside the markup it shares with the element, which imports this module
 * dynamically, so page and element fetch it as one file. The element adopts the button when its code arrives: a
 * focus, pointer or key in the form loads it, and a press on the button before then is replayed on it
 * (`REPLAYED_CLICKS`).
 */
// Read without core's params reader, which a module of its own here would make a further file on every page that
// uses core: the element warns about a missing global when it arrives.
export function drawWaitingToggles(): void {
  const params = (window as { woocommerce_params?: Partial<typeof TOGGLE_TEXTS> }).woocommerce_params;
  const shown = params?.i18n_password_show ?? TOGGLE_TEXTS.i18n_password_show;
  for (const host of document.querySelectorAll('shop-password-toggle:not(:defined)')) {
    // A toggle inside another does nothing, as the element does.
    if (host.parentElement?.closest('shop-password-toggle')) continue;
    const label = host.getAttribute('label') ?? shown;
    for (const field of host.querySelectorAll<HTMLInputElement>('input[type="password"]')) {
      passwordToggleMarkup(field, label, !host.hasAttribute('switch-label'));
    }
  }
}
