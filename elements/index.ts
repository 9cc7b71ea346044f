import { registerLazyElements } from '../core/runtime/lazy-registry.ts';

/**
 * The library's entry: every tag is registered here, and its implementation is fetched the first time the tag
 * appears in the page. Implementations are grouped by where a shop uses them (measured: one chunk per element
 * cost a product page 31 requests, mostly tiny shared chunks; one chunk per group keeps it within 8), so a
 * page never fetches a group it has no tag of.
 */
const site = () => import('./groups/site.ts');
const cart = () => import('./groups/cart.ts');
const product = () => import('./groups/product.ts');

registerLazyElements({
  'shop-quantity': site,
  'shop-store-notice': site,
  'shop-add-to-cart': cart,
  'shop-mini-cart': cart,
  'shop-variation-form': product,
  'shop-product-addons': product,
  'shop-sticky-add-to-cart': product,
  'shop-product-tabs': product,
  'shop-star-rating': product,
  'shop-product-gallery': product,
  'shop-instalments': product,
});
