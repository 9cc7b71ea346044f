import { defineElement } from '../../core/runtime/define-element.ts';
import { CountUp } from './count-up.tsx';

/**
 * Wraps a number as the page prints it, with its prefix and suffix (`$1,250,000`, `98.5%`, `12k+`). When the
 * element is first scrolled into view, a copy drawn over the number counts from 0 to it; the printed number
 * stays in the page all along for assistive technology and without JavaScript. With reduced motion the number
 * is simply shown.
 *
 * @summary number that counts up from 0 when first scrolled into view; the final number stays in the page for assistive technology
 * @block text - 1,250
 * @attr {number} duration - milliseconds from 0 to the final number, from 0 to 60000; `0` shows it at once (default `4000`)
 * @fires {CustomEvent<{ value: number }>} shop-count-up-counted - the count reached the final number
 */
export const ShopCountUpElement = defineElement('shop-count-up', CountUp, {
  duration: { type: 'number', min: 0, max: 60000 },
});
