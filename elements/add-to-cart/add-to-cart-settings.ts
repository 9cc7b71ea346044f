import { addToCartParams } from '../../core/config/params.ts';
import { pick } from '../../core/config/read-params.ts';
import type { AddToCartProps } from './add-to-cart.tsx';

/** Each setting from the element's attribute, else `wc_add_to_cart_params`, else WooCommerce's default. */
export function addToCartSettings(props: AddToCartProps) {
  const params = addToCartParams();
  return {
    redirectAfterAdd: pick(props.redirectAfterAdd, params.cart_redirect_after_add === 'yes'),
    cartUrl: pick(props.cartUrl, String(params.cart_url)),
    viewCartText: pick(props.viewCartText, String(params.i18n_view_cart)),
    isCart: pick(props.isCart, Boolean(params.is_cart) && params.is_cart !== '0'),
  };
}

/** What the shopper is told when an add fails without a server notice. */
export const ADD_REFUSED = 'Sorry, this product could not be added to your cart.';
