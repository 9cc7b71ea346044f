import { readParams } from '../../core/config/read-params.ts';
import { TOGGLE_TEXTS } from './toggle-texts.ts';

/** The show/hide button's labels, from `woocommerce_params`. */
export const passwordToggleParams = () => readParams('woocommerce_params', TOGGLE_TEXTS);
