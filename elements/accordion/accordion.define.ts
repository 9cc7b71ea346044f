import { defineElement } from '../../core/runtime/define-element.ts';
import { Accordion } from './accordion.tsx';

/**
 * Wraps heading + panel pairs (each `h2`–`h6` child and the element right after it). Each heading's text
 * becomes a button that opens its panel and closes the one open before; closed panels stay in the page and
 * are found by the browser's in-page search, which opens them.
 *
 * @summary heading + panel pairs as an APG accordion, one item open at a time, panels findable by in-page search
 * @block blocks - <h3>Delivery</h3><p>Orders leave the warehouse within two working days.</p><h3>Returns</h3><p>Send anything back within 30 days, free of charge.</p>
 * @attr {number} open-index - the item open at first, counted from 0; `-1` opens none (default `0`)
 * @fires {CustomEvent<{ index: number; open: boolean }>} shop-accordion-toggle - cancelable: the shopper is opening or closing item `index`; cancel to leave the items as they are
 * @fires {CustomEvent<{ index: number; open: boolean }>} shop-accordion-toggled - item `index` opened or closed (by the shopper, or by in-page search revealing it)
 * @cssprop --shop-accordion-marker-size - size of the open/closed chevron beside each heading
 */
export const ShopAccordionElement = defineElement('shop-accordion', Accordion, {
  openIndex: { type: 'number', min: -1 },
});
