import { defineElement } from '../../core/runtime/define-element.ts';
import { ScrollRegion } from './scroll-region.tsx';

/**
 * A wide table (WooCommerce's my-account orders table) that scrolls sideways on narrow screens, with touch and
 * with the keyboard: the element is a named region, and a tab stop while its content is wider than it.
 *
 * @summary wide table scrolling sideways on narrow screens: a named region, keyboard-scrollable while it overflows, no layout shift
 * @attr {string} label - the region's accessible name (default the table's caption, else `Scrollable table`)
 * @cssprop --shop-scroll-region-focus-color - colour of the focus outline (default currentColor)
 */
export const ShopScrollRegionElement = defineElement('shop-scroll-region', ScrollRegion, {
  label: 'string',
});
