import { defineElement } from '../../core/runtime/define-element.ts';
import { StickyHeader } from './sticky-header.tsx';

/**
 * Wraps the theme's site header (`<header id="masthead">`). The stylesheet keeps it at the top of the viewport
 * from the first paint (CSS `position: sticky`, so its place in the page stays reserved and nothing shifts);
 * once the page is scrolled past the header's own place, the element gets `stuck`. With `hide-on-scroll`, a
 * stuck header slides away while the shopper scrolls down and back while they scroll up, when focus moves
 * into it, and after an add to cart. Its height is published as `--shop-sticky-header-height` on the root
 * element, which the page's `scroll-padding-top` and every scroll offset of the library follow.
 *
 * @summary site header that stays at the top of the viewport; optionally hidden while scrolling down; publishes its height for scroll offsets
 * @attr {boolean} hide-on-scroll - once stuck, hide the header while the shopper scrolls down and show it while they scroll up (default `false`)
 * @fires {CustomEvent<{ stuck: boolean; hidden: boolean }>} shop-sticky-header-toggled - the header became stuck or un-stuck, or was hidden or shown by scrolling
 * @cssprop --shop-sticky-header-height - set by the element on the root element: the header's height in px, kept clear above focused elements and scroll targets
 */
export const ShopStickyHeaderElement = defineElement('shop-sticky-header', StickyHeader, {
  hideOnScroll: 'boolean',
});
