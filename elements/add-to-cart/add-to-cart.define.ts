import { defineElement } from '../../core/runtime/define-element.ts';
import { AddToCart } from './add-to-cart.tsx';

/**
 * A listing's add-to-cart link (through WooCommerce's `add_to_cart` endpoint) or a product's `form.cart`
 * (posted to its action as the plain post, then the fragments read), added without a page load, queued one
 * request at a time, with the legacy add-to-cart jQuery events.
 *
 * @summary listing button or product form added without a page load, queued, with the legacy add-to-cart events
 * @attr {boolean} redirect-after-add - go to the cart after an add; `="false"` turns it off (default `wc_add_to_cart_params.cart_redirect_after_add` is `yes`)
 * @attr {string} cart-url - the redirect and "View cart" target, http(s) or relative (default `wc_add_to_cart_params.cart_url`, `/cart/`)
 * @attr {string} view-cart-text - text and title of the "View cart" link (default `wc_add_to_cart_params.i18n_view_cart`, `View cart`)
 * @attr {boolean} is-cart - on the cart page: no "View cart" link; `="false"` turns it off (default `wc_add_to_cart_params.is_cart`)
 * @attr {string} success-message - spoken after a form add, `%s` being the `.product_title`; listing buttons use their `data-success_message` (default `“%s” has been added to your cart`)
 * @attr {string} sku - the sku analytics receive (default `data-product_sku`, else the page's `.product_meta .sku`)
 * @fires {CustomEvent<{ productId: string; data: Record<string, FormDataEntryValue | FormDataEntryValue[]> }>} shop-cart-add - cancelable: an add is about to be sent; `data` is the request body and may be changed; cancel to send nothing
 * @fires {CustomEvent<{ productId: string; sku: string; analyticsId: string; quantity: number; fragments: Record<string, string>; cartHash: string }>} shop-cart-added - the add succeeded; `analyticsId` is the sku, else the id (what analytics "Products / Add to Cart" carries)
 * @fires {CustomEvent<{ productId: string; message: string }>} shop-cart-add-failed - the add failed or was refused; `message` is what the shopper saw
 * @fires {CustomEvent<{ source: 'cache' | 'refresh' | 'add' | 'remove'; cartHash: string }>} shop-cart-fragments-loaded - on `body`: cart fragments replaced the blocks they name
 * @fires {CustomEvent<{ mode: 'dropdown' | 'offcanvas' | 'none' }>} shop-cart-revealed - on `document`: the cart is shown after an add (sticky headers may stick)
 * @fires {CustomEvent<{ url: string; reason: string }>} shop-navigate - on `document`, cancelable: the library is about to send the browser to `url` (cart redirect, add error); cancel to route it yourself
 */
export const ShopAddToCartElement = defineElement('shop-add-to-cart', AddToCart, {
  redirectAfterAdd: 'boolean',
  cartUrl: { type: 'string', format: 'url' },
  viewCartText: 'string',
  isCart: 'boolean',
  successMessage: 'string',
  sku: 'string',
});
