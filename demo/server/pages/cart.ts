// The cart page (`cart/cart.php`, `cart/cart-totals.php`, `cart/cart-empty.php`) inside `<shop-cart>`.
import { maxPurchaseQuantity } from '../catalogue/pricing.ts';
import { nonce } from '../cart/session.ts';
import { cartTotal, resolveCart } from '../cart/totals.ts';
import type { ResolvedLine } from '../cart/totals.ts';
import { CART_PATH, CHECKOUT_PATH, SHOP_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { wcPrice } from '../money.ts';
import { itemDataHtml, lineImageHtml, lineName, lineSku, lineUrlHtml } from '../templates/cart-item.ts';
import { renderPage } from '../templates/layout.ts';
import { removeUrlHtml } from '../templates/mini-cart.ts';
import { quantityInput } from '../templates/quantity.ts';

/** The demo's flat tax rate, also used by the add-ons tax endpoint. */
export const DEMO_TAX_RATE = 0.2;

function cartRow(ctx: Ctx, r: ResolvedLine): string {
  const name = escapeHtml(lineName(r));
  const url = lineUrlHtml(r, '');
  const item = r.variation ?? r.product;
  const soldIndividually = r.variation?.soldIndividually ?? r.product.soldIndividually;
  const quantity = soldIndividually
    ? quantityInput({ id: `quantity_${r.line.key}`, productName: lineName(r), name: `cart[${r.line.key}][qty]`, value: 1, min: 1, max: 1 })
    : quantityInput({
        id: `quantity_${r.line.key}`,
        productName: lineName(r),
        name: `cart[${r.line.key}][qty]`,
        value: r.line.quantity,
        min: 0,
        max: maxPurchaseQuantity(item.stock, false),
      });
  return `<tr class="woocommerce-cart-form__cart-item cart_item">
		<td class="product-remove">
			<a role="button" href="${removeUrlHtml(ctx, r.line.key)}" class="remove" aria-label="Remove ${name} from cart" data-product_id="${r.product.id}" data-cart_item_key="${r.line.key}" data-product_sku="${escapeHtml(lineSku(r))}">&times;</a>		</td>
		<td class="product-thumbnail"><a href="${url}">${lineImageHtml(r, '')}</a></td>
		<th scope="row" class="product-name" data-title="Product"><a href="${url}">${name}</a>${itemDataHtml(r)}</th>
		<td class="product-price" data-title="Price">${wcPrice(r.unitPrice)}</td>
		<td class="product-quantity" data-title="Quantity">${quantity}</td>
		<td class="product-subtotal" data-title="Subtotal">${wcPrice(r.total)}</td>
	</tr>`;
}

function cartTotals(ctx: Ctx): string {
  const subtotal = cartTotal(ctx.session.cart);
  const tax = Math.round(subtotal * DEMO_TAX_RATE * 100) / 100;
  return `<div class="cart-collaterals">
	<div class="cart_totals ">
	<h2>Cart totals</h2>
	<table cellspacing="0" class="shop_table shop_table_responsive">
		<tr class="cart-subtotal"><th>Subtotal</th><td data-title="Subtotal">${wcPrice(subtotal)}</td></tr>
		<tr class="tax-rate tax-rate-demo-vat-1"><th>Tax (20%)</th><td data-title="Tax (20%)">${wcPrice(tax)}</td></tr>
		<tr class="order-total"><th>Total</th><td data-title="Total"><strong>${wcPrice(subtotal + tax)}</strong> </td></tr>
	</table>
	<div class="wc-proceed-to-checkout"><a href="${CHECKOUT_PATH}" class="checkout-button button alt wc-forward">Proceed to checkout</a></div>
	</div>
</div>`;
}

function cartContent(ctx: Ctx, notices: string): string {
  const lines = resolveCart(ctx.session.cart);
  if (lines.length === 0)
    return `${notices}<div class="wc-empty-cart-message">
	<div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div>
</div>
<p class="return-to-shop"><a class="button wc-backward" href="${SHOP_PATH}">Return to shop</a></p>`;
  return `${notices}<form class="woocommerce-cart-form" action="${CART_PATH}" method="post">
	<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
		<thead>
			<tr>
				<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>
				<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>
				<th scope="col" class="product-name">Product</th>
				<th scope="col" class="product-price">Price</th>
				<th scope="col" class="product-quantity">Quantity</th>
				<th scope="col" class="product-subtotal">Subtotal</th>
			</tr>
		</thead>
		<tbody>
	${lines.map((r) => cartRow(ctx, r)).join('\n')}
			<tr>
				<td colspan="6" class="actions">
					<div class="coupon">
						<label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code" /> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
					</div>
					<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>
					<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonce(ctx.session, 'woocommerce-cart')}" /><input type="hidden" name="_wp_http_referer" value="${CART_PATH}" />
				</td>
			</tr>
		</tbody>
	</table>
</form>
${cartTotals(ctx)}`;
}

export function cartPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Cart',
    bodyClass: 'page woocommerce-cart woocommerce-page',
    breadcrumb: [['Cart']],
    content: (
      notices,
    ) => `<article class="page type-page status-publish hentry"><header class="entry-header"><h1 class="entry-title">Cart</h1></header>
<div class="entry-content"><div class="woocommerce"><shop-cart>${cartContent(ctx, notices)}</shop-cart></div></div></article>`,
  });
}
