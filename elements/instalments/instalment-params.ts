import { AJAX_DEFAULTS } from '../../core/config/params.ts';
import { readParams } from '../../core/config/read-params.ts';

/** The pay-in-4 provider's settings, printed by its WooCommerce gateway. */
export const instalmentParams = () =>
  readParams('shop_instalments_params', {
    locale: 'en_US',
    ajaxurl: AJAX_DEFAULTS.ajax_url,
    /** Where the provider serves `modal/…html`: the provider's account setting, with no default (README.md#what-it-does). */
    provider_host: '',
    /** Empty means unset: the shop's default limits, 35.00–1000.00, then apply. */
    min: '35.00',
    max: '1000.00',
    display: 'show',
    provider: 'afterpay',
    brand: 'Afterpay',
    /** Dialog file: `modal_id`, else locale + `_theme_{modal_theme}` + `_cbt` when cross-border trade is on. */
    modal_id: '',
    modal_theme: '',
    cbt: false as boolean | string,
    range_display: 'as-low-as',
    purchase_agreement_url: 'https://www.afterpay.com/en-US/installment-agreement',
    fallback_image_url: '',
    i18n_payments: 'or 4 interest-free payments of {amount} with {brand}',
    i18n_as_low_as: 'or 4 interest-free payments as low as {amount} with {brand}',
    i18n_range: 'or 4 interest-free payments of {low} – {high} with {brand}',
    i18n_outside_limits: '{brand} is available for orders between {min} and {max}',
    i18n_product_ineligible: '{brand} is not available for purchasing this item',
    i18n_cart_ineligible: '{brand} is not available for this purchase',
    i18n_payment_labels: ['First payment', '2 weeks later', '4 weeks later', '6 weeks later'],
    i18n_schedule: 'Payment schedule',
    i18n_learn_more: 'Learn more',
    i18n_dialog_title: 'About {brand}',
    i18n_dialog_loading: 'Loading…',
    i18n_dialog_error: 'An unexpected error occurred. Please try again',
    i18n_dialog_fallback: 'Read the {brand} payment agreement',
    i18n_close: 'Close',
  });
