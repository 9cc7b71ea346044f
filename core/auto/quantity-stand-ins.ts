import { CART_ROW } from '../../elements/quantity/quantity-rules.ts';

/**
 * A quantity field that needs no code before the shopper uses it: the plugin printed its − and + buttons'
 * stand-ins (wordpress/includes/quantity-buttons.php), so the field has its final box from the first paint, and
 * its value needs no page-load correction (a value below min is raised at once, as the element does on load). A
 * hidden field (a quantity the shopper cannot change) has no buttons and waits too. Such a `<shop-quantity>`
 * loads on the shopper's first pointer, focus, key or touch in it (`loading="interaction"`), and a click on a
 * stand-in before then is replayed on the button the element puts in its place (`REPLAYED_CLICKS`).
 */
export function quantityWaits(quantity: Element): boolean {
  const input = quantity.querySelector<HTMLInputElement>(FIELD);
  // The element's rules (quantity-rules.ts) in numbers as the input holds them, an empty value or min reading 0:
  // nothing to raise when the value is at least min (or min is negative, or the row a cart's). A value that is not
  // a number reads NaN here, so that field loads at once and the element reads it as it always did.
  if (!input || !(input.closest(CART_ROW) || +input.value >= +input.min || +input.min < 0)) return false;
  return input.type === 'hidden' || quantity.querySelectorAll(STAND_INS).length === 2;
}

/**
 * The printed stand-ins are disabled, so that they never look usable where the library does not run. Where it
 * waits for the shopper, they take the clicks it replays: each is enabled unless the element's own button would be
 * disabled (at its limit, or the field disabled or read-only), so the field looks as it will once upgraded.
 */
export function enableStandIns(quantity: Element): void {
  const input = quantity.querySelector<HTMLInputElement>(FIELD);
  const [minus, plus] = quantity.querySelectorAll<HTMLButtonElement>(STAND_INS);
  if (!input || !minus || !plus) return;
  const locked = input.disabled || input.readOnly;
  minus.disabled = locked || +input.value === +input.min;
  // No max (empty) is no limit.
  plus.disabled = locked || (input.max.trim() !== '' && +input.value === +input.max);
}

/** The field the element steps, as it finds it. */
const FIELD = 'input.qty, input[type="number"]';
/** The − and + stand-ins, in this order (both before the field). */
const STAND_INS = ':scope > .shop-quantity__control > button';
