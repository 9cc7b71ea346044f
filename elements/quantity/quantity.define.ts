import { defineElement } from '../../core/runtime/define-element.ts';
import { Quantity } from './quantity.tsx';

/**
 * Wraps WooCommerce's `.quantity` block: − and + buttons that follow the wrapped input's `min`, `max` and
 * `step`, and fire `change` on the input so forms and legacy listeners see every step.
 *
 * @summary quantity field with −/+ and WooCommerce's stepping rules
 * @attr {string} min - overrides the wrapped input's `min` (default the input's own)
 * @attr {string} max - overrides the wrapped input's `max`; absent means no upper limit (default the input's own)
 * @attr {string} step - overrides the wrapped input's `step`; `any` or empty counts as 1 (default the input's own)
 * @attr {boolean} no-min-correction - skip raising a value below `min` to `min` on page load (default `false`)
 * @attr {string} decrease-label - accessible name of the − button (default `Decrease quantity`)
 * @attr {string} increase-label - accessible name of the + button (default `Increase quantity`)
 * @attr {string} name - standalone use without server markup: the field's name (default `quantity`)
 * @attr {string} value - standalone use: the starting value (default `1`)
 * @attr {string} label - standalone use: the field's label (default `Quantity`)
 */
export const ShopQuantityElement = defineElement('shop-quantity', Quantity, {
  noMinCorrection: 'boolean',
  decreaseLabel: 'string',
  increaseLabel: 'string',
  name: 'string',
  value: 'string',
  min: 'string',
  max: 'string',
  step: 'string',
  label: 'string',
});
