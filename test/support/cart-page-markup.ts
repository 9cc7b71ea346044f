import type { Line } from './cart-fixtures.ts';

/** A cart line's quantity field inside `<shop-quantity>`, as a theme using the elements prints it. */
const elementQuantity = (line: Line): string =>
  `<shop-quantity><div class="quantity"><label class="screen-reader-text" for="qty_${line.key}">${line.name} quantity</label>
    <input type="number" id="qty_${line.key}" class="input-text qty text" name="cart[${line.key}][qty]" value="${line.quantity}" min="0" step="1"></div></shop-quantity>`;

export interface CartAreaOptions {
  /** The notices wrapper's content. */
  notices?: string;
  /** Each line's quantity cell content. */
  quantity?: (line: Line) => string;
  /** Update cart as the server prints it (enabled), not as WooCommerce's cart script leaves it (disabled). */
  updateEnabled?: boolean;
}

const row = (line: Line, quantity: (line: Line) => string) => `<tr class="woocommerce-cart-form__cart-item cart_item">
  <td class="product-remove"><a role="button" href="/cart/?remove_item=${line.key}&amp;_wpnonce=n1" class="remove" aria-label="Remove ${line.name} from cart" data-product_id="${line.productId}">&times;</a></td>
  <th scope="row" class="product-name">${line.name}</th>
  <td class="product-quantity">${quantity(line)}</td>
  <td class="product-subtotal">$${((line.price ?? 10) * line.quantity).toFixed(2)}</td></tr>`;

/** The classic cart page's `.woocommerce` content (`[woocommerce_cart]`): notices, form and totals, or the empty cart. */
export function cartArea(lines: Line[], { notices = '', quantity = elementQuantity, updateEnabled = false }: CartAreaOptions = {}): string {
  return lines.length === 0
    ? `<div class="woocommerce-notices-wrapper">${notices}</div><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`
    : `<div class="woocommerce-notices-wrapper">${notices}</div>
  <form class="woocommerce-cart-form" action="/cart/" method="post"><table class="shop_table cart woocommerce-cart-form__contents"><thead><tr><th>Remove</th><th>Product</th><th>Quantity</th><th>Subtotal</th></tr></thead><tbody>
    ${lines.map((line) => row(line, quantity)).join('')}
    <tr><td colspan="4" class="actions">
      <label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" id="coupon_code" value="">
      <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>
      <button type="submit" class="button" name="update_cart" value="Update cart"${updateEnabled ? '' : ' disabled'}>Update cart</button>
      <input type="hidden" name="woocommerce-cart-nonce" value="nonce1">
    </td></tr></tbody></table></form>
  <div class="cart-collaterals"><div class="cart_totals"><h2>Cart totals</h2><table class="shop_table"><tr class="order-total"><th>Total</th><td>$${lines.reduce((s, l) => s + (l.price ?? 10) * l.quantity, 0).toFixed(2)}</td></tr></table></div></div>`;
}

/** The whole cart page the server answers an update with. */
export const cartPage = (lines: Line[], notices = '') =>
  `<!DOCTYPE html><html><body class="woocommerce-cart"><main><div class="woocommerce"><shop-cart>${cartArea(lines, { notices })}</shop-cart></div></main></body></html>`;

export const noticeMessage = (text: string) => `<div class="woocommerce-message" role="alert" tabindex="-1">${text}</div>`;
