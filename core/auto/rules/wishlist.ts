import type { WrapRule } from '../wrap.ts';

/** YITH WooCommerce Wishlist's buttons, count and wishlist page. */
export const WISHLIST_RULES: readonly WrapRule[] = [
  {
    selector: '.yith-wcwl-add-to-wishlist',
    tag: 'shop-wishlist-button',
    attributes: (block) => {
      const product = block.closest('.product');
      const name = product?.querySelector('.product_title, .woocommerce-loop-product__title')?.textContent?.trim();
      // The product page's own button follows the chosen variation, which the variation form sets as `product-id`.
      const own = block.closest('.summary') && block.getAttribute('data-fragment-ref');
      return { ...(name ? { 'product-name': name } : {}), ...(own ? { 'product-id': own } : {}) };
    },
  },
  // The count badge YITH's count shortcode and themes print, with the link around it.
  { selector: '.wishlist-count', tag: 'shop-wishlist-count', target: (badge) => badge.closest('a') ?? badge },
  { selector: 'form.yith-wcwl-form', tag: 'shop-wishlist' },
];
