import { defineElement } from '../../core/runtime/define-element.ts';
import { Analytics } from './analytics.tsx';

/**
 * Sends the page view, a page view per listing page appended by infinite scroll (`shop-product-list-appended`)
 * and a "Products / Add to Cart" event per add (`shop-cart-added`, labelled with the sku, else the id). A click on
 * any `[data-shop-analytics-opt-out]` link sets the opt-out cookie (until 2099); from then on, and whenever Do Not
 * Track or Global Privacy Control is on, nothing is sent.
 *
 * @summary analytics reporting with a lasting opt-out
 * @attr {'google' | 'collector'} provider - where hits go: the page's own gtag.js or analytics.js, or a collector URL (default `google`)
 * @attr {string} endpoint - the collector's http(s) URL, for `provider="collector"` (no default: without it nothing is sent)
 * @attr {string} tracking-id - the analytics property, which names the opt-out cookie `ga-disable-<id>` (default none)
 * @attr {string} opt-out-cookie - the opt-out cookie's name (default `ga-disable-<tracking-id>`, else `shop_analytics_disable`)
 * @attr {string} opted-out-message - announced when the visitor has opted out (default `You have opted out of analytics on this site.`)
 * @fires {CustomEvent<{ cookie: string }>} shop-analytics-opt-out - cancelable: the visitor used an opt-out link; cancel to keep reporting
 * @fires {CustomEvent<{ cookie: string }>} shop-analytics-opted-out - the opt-out cookie is set and nothing is sent any more
 */
export const ShopAnalyticsElement = defineElement('shop-analytics', Analytics, {
  provider: { type: 'string', values: ['google', 'collector'] },
  endpoint: 'string',
  trackingId: 'string',
  optOutCookie: 'string',
  optedOutMessage: 'string',
});
