// The checkout page: billing and shipping fields (country and state), account creation with password, order review and terms.
import { cartTotal, resolveCart } from '../cart/totals.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { wcPrice } from '../money.ts';
import { lineName } from '../templates/cart-item.ts';
import { renderPage } from '../templates/layout.ts';
import { formRow } from './form-fields.ts';
import { countryRow, stateRow } from '../templates/address-fields.ts';

function orderReview(ctx: Ctx): string {
  const rows = resolveCart(ctx.session.cart)
    .map(
      (r) =>
        `<tr class="cart_item"><td class="product-name">${escapeHtml(lineName(r))}&nbsp;<strong class="product-quantity">&times;&nbsp;${r.line.quantity}</strong></td><td class="product-total">${wcPrice(r.total)}</td></tr>`,
    )
    .join('');
  return `<table class="shop_table woocommerce-checkout-review-order-table"><thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead><tbody>${rows}</tbody><tfoot><tr class="order-total"><th>Total</th><td><strong>${wcPrice(cartTotal(ctx.session.cart))}</strong></td></tr></tfoot></table>`;
}

/** The terms page's content, printed hidden beside the checkbox as WooCommerce does when a terms page is set. */
const INLINE_TERMS = `<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;">
<h3>Orders</h3><p>An order is accepted when we send the shipping confirmation. Prices are in US dollars and include the taxes shown at checkout.</p>
<h3>Returns</h3><p>Unworn items may be returned within 30 days of delivery for a refund to the original payment method.</p>
<h3>Privacy</h3><p>We use your details only to process your order and, if you ask us to, to keep your account.</p>
</div>`;

export function checkoutPage(ctx: Ctx): Reply {
  const billing = [
    formRow({ id: 'billing_first_name', label: 'First name', wide: 'first', autocomplete: 'given-name' }),
    formRow({ id: 'billing_last_name', label: 'Last name', wide: 'last', autocomplete: 'family-name' }),
    countryRow('billing', 'US'),
    formRow({ id: 'billing_address_1', label: 'Street address', autocomplete: 'address-line1' }),
    formRow({ id: 'billing_city', label: 'Town / City', autocomplete: 'address-level2' }),
    stateRow('billing', 'US'),
    formRow({ id: 'billing_postcode', label: 'ZIP Code', autocomplete: 'postal-code' }),
    formRow({ id: 'billing_phone', label: 'Phone', type: 'tel', autocomplete: 'tel' }),
    formRow({ id: 'billing_email', label: 'Email address', type: 'email', autocomplete: 'email' }),
  ].join('\n');
  const shipping = [
    formRow({ id: 'shipping_first_name', label: 'First name', wide: 'first', autocomplete: 'shipping given-name' }),
    formRow({ id: 'shipping_last_name', label: 'Last name', wide: 'last', autocomplete: 'shipping family-name' }),
    countryRow('shipping', 'CA'),
    formRow({ id: 'shipping_address_1', label: 'Street address', autocomplete: 'shipping address-line1' }),
    formRow({ id: 'shipping_city', label: 'Town / City', autocomplete: 'shipping address-level2' }),
    stateRow('shipping', 'CA'),
    formRow({ id: 'shipping_postcode', label: 'Postal code', autocomplete: 'shipping postal-code' }),
  ].join('\n');
  return renderPage(ctx, {
    title: 'Checkout',
    bodyClass: 'page woocommerce-checkout woocommerce-page',
    breadcrumb: [['Checkout']],
    params: ['password', 'address'],
    content: (notices) => `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Checkout</h1></header>
<div class="entry-content"><div class="woocommerce">${notices}
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="Checkout">
	<shop-country-state><div class="col2-set" id="customer_details">
		<div class="col-1"><div class="woocommerce-billing-fields"><h2>Billing details</h2><div class="woocommerce-billing-fields__field-wrapper">
${billing}
		</div></div>
		<shop-create-account><div class="woocommerce-account-fields">
			<p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1" /> <span>Create an account?</span></label></p>
			<div class="create-account"><shop-password-toggle><shop-password-strength>${formRow({ id: 'account_password', label: 'Create account password', type: 'password', autocomplete: 'new-password' })}</shop-password-strength></shop-password-toggle></div>
		</div></shop-create-account></div>
		<div class="col-2"><div class="woocommerce-shipping-fields"><h2>Shipping address</h2><div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">
${shipping}
		</div></div></div></div>
	</div></shop-country-state>
	<h2 id="order_review_heading">Your order</h2>
	<div id="order_review" class="woocommerce-checkout-review-order">${orderReview(ctx)}
		<div id="payment" class="woocommerce-checkout-payment"><div class="form-row place-order">
			<shop-terms-dialog><div class="woocommerce-terms-and-conditions-wrapper">${INLINE_TERMS}<p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms" /> <span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="/provider/modal/terms.html" class="woocommerce-terms-and-conditions-link" target="_blank">terms and conditions</a></span>&nbsp;<span class="required" aria-hidden="true">*</span></label></p></div></shop-terms-dialog>
			<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button>
		</div></div>
	</div>
</form></div></div></article>`,
  });
}
