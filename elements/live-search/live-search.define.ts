import { defineElement } from '../../core/runtime/define-element.ts';
import { LiveSearch } from './live-search.tsx';

/**
 * The theme's product search form with live suggestions from three characters, as an accessible combobox;
 * the form still submits to the search results page.
 *
 * @summary live product search on the theme's search form: suggestions as an APG combobox, category filter, never stale or unsafe
 * @attr {string} ajax-url - URL of the search action, http(s) or relative (default `shop_live_search_params.ajax_url`, else `woocommerce_params.ajax_url`)
 * @attr {string} theme-prefix - the action sent is `{prefix}_ajax_search_products` (default `shop_live_search_params.theme_prefix`, `shop`)
 * @attr {string} search-action - the whole action name, over `theme-prefix` (default `{prefix}_ajax_search_products`)
 * @attr {number} debounce - milliseconds of typing pause before a request, from 0 to 2000 (default `300`)
 * @fires {CustomEvent<{ query: { text: string; category: string }; suggestions: Array<{ id: number; value: string; url: string | null; img: string | null; price: string; navigable: boolean }> }>} shop-live-search-suggested - suggestions for the query are shown, from the server or the page's cache
 * @fires {CustomEvent<{ query: { text: string; category: string }; failure: string }>} shop-live-search-failed - the search request failed (`http`, `timeout`, `malformed`, `html`, `empty`, `network`)
 * @fires {CustomEvent<{ suggestion: { id: number; value: string; url: string | null; img: string | null; price: string; navigable: boolean } }>} shop-live-search-select - cancelable: the shopper chose a suggestion, before the browser follows its URL
 * @fires {CustomEvent<{ suggestion: { id: number; value: string; url: string | null; img: string | null; price: string; navigable: boolean } }>} shop-live-search-selected - the browser is following the chosen suggestion's URL
 * @cssprop --shop-live-search-max-height - height above which the list scrolls (default 300px)
 * @cssprop --shop-live-search-background - background of the list (default #fff)
 * @cssprop --shop-live-search-active-background - background of the active and hovered option (default #f0f0f0)
 */
export const ShopLiveSearchElement = defineElement('shop-live-search', LiveSearch, {
  ajaxUrl: { type: 'string', format: 'url' },
  themePrefix: 'string',
  searchAction: 'string',
  debounce: { type: 'number', min: 0, max: 2000 },
});
