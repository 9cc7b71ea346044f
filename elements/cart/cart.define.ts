import { defineElement } from '../../core/runtime/define-element.ts';
import { Cart } from './cart.tsx';

/**
 * The cart page's form: quantity changes and removals update rows and totals without a reload, with the
 * legacy cart events.
 *
 * @summary classic cart page (`[woocommerce_cart]` shortcode; WooCommerce 11's default Cart block page is not it): quantity updates and removals without reload, legacy cart events
 * @attr {number} update-delay - milliseconds after the last quantity change before updating, from 0 to 10000; `0` waits for "Update cart" (default `500`)
 * @attr {string} reload-text - text of the reload link shown with an update error (default `Reload the cart`)
 * @fires {CustomEvent<{ emptied: boolean }>} shop-cart-updated - rows and totals were replaced (`emptied`: no line left)
 * @fires {CustomEvent<{ message: string }>} shop-cart-update-failed - an update failed; `message` is what the shopper saw
 */
export const ShopCartElement = defineElement('shop-cart', Cart, {
  updateDelay: { type: 'number', min: 0, max: 10000 },
  reloadText: 'string',
});
