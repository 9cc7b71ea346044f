import { readParams } from '../../core/config/read-params.ts';

/** The show/hide button's labels, from `woocommerce_params`. */
export const passwordToggleParams = () =>
  readParams('woocommerce_params', { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' });
