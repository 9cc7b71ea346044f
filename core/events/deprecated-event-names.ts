import type { ShopEventName } from './event-map.ts';

/**
 * The names events had before 0.2 (see docs/CHANGELOG.md). `emit` dispatches the old name too, right after
 * the current one and with the same detail, until 0.3, so listeners written for 0.1 keep working.
 */
export const DEPRECATED_EVENT_NAMES: Partial<Record<ShopEventName, string>> = {
  'shop-element-failed': 'shop-element-error',
  'shop-cart-add': 'shop-cart-adding',
  'shop-cart-add-failed': 'shop-cart-add-error',
  'shop-cart-fragments-failed': 'shop-cart-fragments-error',
  'shop-cart-revealed': 'shop-cart-reveal',
  'shop-cart-update-failed': 'shop-cart-update-error',
  'shop-mini-cart-toggled': 'shop-mini-cart-toggle',
  'shop-variation-form-enhanced': 'shop-variation-ready',
  'shop-variation-form-changed': 'shop-variation-change',
  'shop-variation-form-found': 'shop-variation-found',
  'shop-variation-form-shown': 'shop-variation-show',
  'shop-variation-form-hidden': 'shop-variation-hide',
  'shop-variation-form-not-found': 'shop-variation-no-match',
  'shop-variation-form-reset': 'shop-variation-reset',
  'shop-product-addons-updated': 'shop-addons-update',
  'shop-sticky-add-to-cart-toggled': 'shop-sticky-add-to-cart-toggle',
  'shop-product-tabs-selected': 'shop-tab-change',
  'shop-star-rating-changed': 'shop-rating-change',
  'shop-star-rating-blocked': 'shop-rating-required',
  'shop-product-gallery-slid': 'shop-gallery-slide',
  'shop-product-gallery-lightbox-toggled': 'shop-gallery-lightbox',
  'shop-instalments-dialog-changed': 'shop-instalments-dialog',
};
