import { defineElement } from '../../core/runtime/define-element.ts';
import { LiveSearch } from './live-search.tsx';

/**
 * @summary Live product search on the theme's search form: suggestions after three characters, as an
 * accessible combobox; the form still submits to the search results page.
 *
 * @attr {string} ajax-url - URL of the search action (default `shop_live_search_params.ajax_url`, else
 * `woocommerce_params.ajax_url`, else `/wp-admin/admin-ajax.php`)
 * @attr {string} theme-prefix - The theme's prefix; the action is `{prefix}_ajax_search_products` (default
 * `shop_live_search_params.theme_prefix`, else `shop`)
 * @attr {string} search-action - The whole action name, over `theme-prefix` (default
 * `{theme-prefix}_ajax_search_products`)
 * @attr {number} debounce - Milliseconds of typing pause before a request is sent (default 300)
 *
 * @fires {CustomEvent<{ query: { text: string; category: string }; suggestions: Suggestion[] }>} shop-live-search-suggested - Suggestions for the query are shown (from the server or the page's cache)
 * @fires {CustomEvent<{ query: { text: string; category: string }; failure: string }>} shop-live-search-failed - The search request failed (`http`, `timeout`, `malformed`, `html`, `empty`, `network`)
 * @fires {CustomEvent<{ suggestion: Suggestion }>} shop-live-search-select - Cancelable: the shopper chose a suggestion, before the browser follows its URL
 * @fires {CustomEvent<{ suggestion: Suggestion }>} shop-live-search-selected - The browser is following the chosen suggestion's URL
 *
 * @cssprop --shop-live-search-max-height - Height above which the list scrolls (default 300px)
 * @cssprop --shop-live-search-background - Background of the list (default #fff)
 * @cssprop --shop-live-search-active-background - Background of the active option (default #f0f0f0)
 */
export const ShopLiveSearchElement = defineElement('shop-live-search', LiveSearch, {
  ajaxUrl: 'string',
  themePrefix: 'string',
  searchAction: 'string',
  debounce: 'string',
});
