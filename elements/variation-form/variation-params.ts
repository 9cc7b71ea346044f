import { AJAX_DEFAULTS } from '../../core/config/params.ts';
import { readParams } from '../../core/config/read-params.ts';
import { wcAjaxUrl } from '../../core/http/endpoints.ts';

/** WooCommerce's `add-to-cart-variation.js` settings: the lookup endpoint and the form's messages. */
export const variationParams = () =>
  readParams('wc_add_to_cart_variation_params', {
    wc_ajax_url: AJAX_DEFAULTS.wc_ajax_url,
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  });

export const variationLookupUrl = (): string => wcAjaxUrl('get_variation', variationParams().wc_ajax_url);
