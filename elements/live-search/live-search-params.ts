import { wooParams } from '../../core/config/params.ts';
import { readParams } from '../../core/config/read-params.ts';

/**
 * Live product search. WooCommerce prints no settings for it (the search action is the theme's), so a theme
 * prints this global; the URL falls back to `woocommerce_params.ajax_url`.
 */
export const liveSearchParams = () =>
  readParams('shop_live_search_params', {
    ajax_url: wooParams().ajax_url,
    /** The action is `{theme_prefix}_ajax_search_products`. */
    theme_prefix: 'shop',
    i18n_suggestions: 'Product suggestions',
    i18n_searching: 'Searching…',
    i18n_results: '{count} results available.',
    i18n_one_result: '1 result available.',
    i18n_no_results: 'No products found.',
    i18n_failed: 'Suggestions are unavailable right now. Press Enter to search.',
  });
