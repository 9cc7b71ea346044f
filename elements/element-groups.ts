/**
 * Which group chunk holds each tag's implementation. Grouped by where a shop uses them: one chunk per
 * element cost a product page 31 requests (mostly tiny shared chunks); one chunk per group keeps it within 8,
 * and a page still never fetches a group it has no tag of. The cart page's element has a group of its own so
 * that every other page (all of which carry the mini cart) does not fetch it. The build reads this table too, to write the
 * preload manifest (`dist/manifest.json`).
 */
export const ELEMENT_GROUPS = {
  site: ['shop-quantity', 'shop-store-notice'],
  cart: ['shop-add-to-cart', 'shop-mini-cart'],
  'cart-page': ['shop-cart'],
  product: [
    'shop-variation-form',
    'shop-product-addons',
    'shop-sticky-add-to-cart',
    'shop-product-tabs',
    'shop-star-rating',
    'shop-product-gallery',
    'shop-instalments',
  ],
} as const;

export type ElementGroup = keyof typeof ELEMENT_GROUPS;
