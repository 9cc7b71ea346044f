import { registerLazyElements } from '../core/runtime/lazy-registry.ts';

/**
 * The library's entry: every tag is registered here, and each tag's implementation chunk is fetched the first
 * time the tag appears in the page.
 */
registerLazyElements({
  'shop-quantity': () => import('./quantity/quantity.define.ts'),
  'shop-store-notice': () => import('./store-notice/store-notice.define.ts'),
  'shop-product-tabs': () => import('./product-tabs/product-tabs.define.ts'),
  'shop-star-rating': () => import('./star-rating/star-rating.define.ts'),
  'shop-instalments': () => import('./instalments/instalments.define.ts'),
  'shop-product-gallery': () => import('./product-gallery/product-gallery.define.ts'),
  'shop-variation-form': () => import('./variation-form/variation-form.define.ts'),
  'shop-product-addons': () => import('./product-addons/product-addons.define.ts'),
  'shop-sticky-add-to-cart': () => import('./sticky-add-to-cart/sticky-add-to-cart.define.ts'),
});
