/** The show/hide button's names where `woocommerce_params` has none (WooCommerce's own English texts). */
export const TOGGLE_TEXTS = { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' };
