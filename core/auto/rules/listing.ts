import { siblingRun, type WrapRule } from '../wrap.ts';

/** What WooCommerce prints beside a listing's loop (Storefront groups them in `.storefront-sorting`). */
const LISTING_CONTROLS = '.storefront-sorting, .woocommerce-result-count, .woocommerce-ordering, .woocommerce-pagination';

/** Product listings and the cards' quick-view triggers. */
export const LISTING_RULES: readonly WrapRule[] = [
  /*
   * The shop, category and search pages: the loop with its ordering and pagination above and below it. A loop
   * without them (related products, up-sells, a shortcode's grid) has no further pages to load and is left alone.
   * The theme lays its listing out already (Storefront floats its cards in its own columns): the element keeps
   * that layout.
   */
  {
    selector: 'ul.products',
    tag: 'shop-product-list',
    attributes: () => ({ layout: 'theme' }),
    target: (loop) => {
      const run = siblingRun(loop, `${LISTING_CONTROLS}, ul.products`);
      return run.length > 1 ? run : null;
    },
  },
  // A theme's quick-view button on a product card (a link to the product page without script).
  { selector: 'li.product .quick-view-button', tag: 'shop-quick-view' },
];
