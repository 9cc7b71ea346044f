import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductTabs } from './product-tabs.tsx';

/**
 * WooCommerce's product tabs as WAI-ARIA tabs; the tab opened on load follows review hashes, comment pages
 * and tab anchors; the review-count link opens the reviews tab.
 *
 * @summary product tabs as APG tabs; tab opened on load by both readings (review hashes, comment pages, tab anchors); review-count link
 * @attr {number} scroll-offset - pixels above the reviews tab after `#comments` or the review-count link, from -10000 to 10000 (default `-150`)
 * @attr {number} scroll-duration - milliseconds of that scroll, from 0 to 5000, instant when the shopper prefers reduced motion (default `300`)
 * @fires {CustomEvent<{ index: number; panelId: string }>} shop-product-tabs-select - cancelable: the shopper is opening a tab (click, keys, review-count link); cancel to keep the current one
 * @fires {CustomEvent<{ index: number; panelId: string }>} shop-product-tabs-selected - the shopper opened a tab
 */
export const ShopProductTabsElement = defineElement('shop-product-tabs', ProductTabs, {
  scrollOffset: { type: 'number', min: -10000, max: 10000 },
  scrollDuration: { type: 'number', min: 0, max: 5000 },
});
