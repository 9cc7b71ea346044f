/**
 * A quantity field as the plugin prints it in auto mode (wordpress/includes/quantity-buttons.php, the same markup
 * as wordpress/tests/fixtures/quantity-stand-ins.json): the − and + buttons' disabled stand-ins before the field.
 */
export const standIn = (direction: 'minus' | 'plus', text: string): string =>
  `<span class="shop-quantity__control shop-quantity__control--${direction}"><button type="button" class="shop-quantity__button ${direction}" disabled tabindex="-1" aria-hidden="true">${text}</button></span>`;

/** WooCommerce's quantity template with the stand-ins: `input` is the field's attributes after its name. */
export const printedQuantity = (input: string, id: string, { label = 'Tee quantity', name = 'quantity' } = {}): string =>
  `<div class="quantity">${standIn('minus', '−')}${standIn('plus', '+')}<label class="screen-reader-text" for="${id}">${label}</label>` +
  `<input type="number" id="${id}" class="input-text qty text" name="${name}" ${input} inputmode="numeric"></div>`;
