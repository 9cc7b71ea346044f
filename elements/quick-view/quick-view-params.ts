import { wooParams } from '../../core/config/params.ts';
import { readParams } from '../../core/config/read-params.ts';

/**
 * Quick view. The action and its answer are the theme's (WooCommerce has none), so a theme prints this global;
 * the URL falls back to `woocommerce_params.ajax_url`.
 */
export const quickViewParams = () =>
  readParams('shop_quick_view_params', {
    ajax_url: wooParams().ajax_url,
    action: 'shop_quick_view',
    i18n_close: 'Close',
    i18n_failed: 'The quick view could not be opened. Please try again, or open the product page.',
  });
