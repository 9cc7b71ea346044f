import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductList } from './product-list.tsx';

/**
 * Wraps a WooCommerce product listing: the `ul.products` loop with its `form.woocommerce-ordering` and
 * `nav.woocommerce-pagination`. Changing the sort order submits the form at once; further pages are fetched
 * from the pagination's next link and their products appended, as the end of the list comes within 400 px of
 * the viewport (`spinner`) or on a "view more" button (`button`). The pagination is hidden meanwhile (kept in
 * the page for crawlers and for when the code is not running), and the address bar follows the page being
 * looked at.
 *
 * @summary product listing with infinite scroll or a "view more" button, sort on change, history that follows the page in view, grid or masonry columns or the theme's layout
 * @attr {'spinner' | 'button'} load-mode - how further pages load: near the end of the list, or on a "view more" button (default `spinner`)
 * @attr {'grid' | 'masonry' | 'theme'} layout - rows of equal height, masonry columns laid out again 500 ms after each appended page, or the theme's own layout of the products left as it is (default `grid`)
 * @attr {number} columns - products per row from 550 px wide, from 1 to 6 (default `3`)
 * @attr {number} narrow-columns - products per row below 550 px wide, from 1 to 4 (default `2`)
 * @attr {boolean} no-history - leave the address bar and title alone, for a listing inside a content page (default false)
 * @attr {string} view-more-label - the "view more" button's text (default "View more")
 * @attr {string} loading-text - the status and button text while a page loads (default "Loading more products…")
 * @attr {string} added-text - the status once a page is appended; `{count}` is the number of products (default "{count} more products shown.")
 * @attr {string} last-text - the status once the last page is in (default "All products are shown.")
 * @attr {string} retry-label - the retry button's text after a failure (default "Try again")
 * @attr {string} previous-label - the button before the list that puts the earlier pages' products before it, on a listing opened at a later page (default "Load previous products")
 * @attr {string} skip-label - the skip link's text, which moves focus past the products to the status (default "Skip past the products")
 * @fires {CustomEvent<{ page: number; url: string; count: number }>} shop-product-list-appended - a further page was appended (or an earlier one put before the list): its number, its URL and how many products it added
 * @cssprop --shop-product-list-columns - products per row from 550 px wide (the `columns` attribute sets it; default 3)
 * @cssprop --shop-product-list-narrow-columns - products per row below 550 px wide (the `narrow-columns` attribute sets it; default 2)
 */
export const ShopProductListElement = defineElement('shop-product-list', ProductList, {
  loadMode: { type: 'string', values: ['spinner', 'button'] },
  layout: { type: 'string', values: ['grid', 'masonry', 'theme'] },
  columns: { type: 'number', min: 1, max: 6 },
  narrowColumns: { type: 'number', min: 1, max: 4 },
  noHistory: 'boolean',
  viewMoreLabel: 'string',
  loadingText: 'string',
  addedText: 'string',
  lastText: 'string',
  retryLabel: 'string',
  skipLabel: 'string',
  previousLabel: 'string',
});
