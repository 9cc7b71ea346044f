// The mini cart and header cart fragments, whitespace and all, as recorded from WooCommerce + Storefront.
import { nonce } from '../cart/session.ts';
import { cartTotal, itemCount, resolveCart } from '../cart/totals.ts';
import { absoluteUrl, CART_PATH, CHECKOUT_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { storefrontPrice, wcPrice } from '../money.ts';
import { itemDataHtml, lineImageHtml, lineName, lineSku, lineUrlHtml } from './cart-item.ts';

export function removeUrlHtml(ctx: Ctx, key: string): string {
  return `${escapeHtml(absoluteUrl(ctx, CART_PATH))}?remove_item=${key}&#038;_wpnonce=${nonce(ctx.session, 'woocommerce-cart')}`;
}

/** `woocommerce_mini_cart()` inside `div.widget_shopping_cart_content`. */
export function miniCartContent(ctx: Ctx): string {
  const lines = resolveCart(ctx.session.cart);
  if (lines.length === 0)
    return '<div class="widget_shopping_cart_content">\n\n\t<p class="woocommerce-mini-cart__empty-message">No products in the cart.</p>\n\n\n</div>';
  const items = lines
    .map((r) => {
      const name = escapeHtml(lineName(r));
      return `\t\t\t\t\t\t<li class="woocommerce-mini-cart-item mini_cart_item">
					<a role="button" href="${removeUrlHtml(ctx, r.line.key)}" class="remove remove_from_cart_button" aria-label="Remove ${name} from cart" data-product_id="${r.product.id}" data-cart_item_key="${r.line.key}" data-product_sku="${escapeHtml(lineSku(r))}" data-success_message="&ldquo;${name}&rdquo; has been removed from your cart">&times;</a>\t\t\t\t\t\t\t\t\t\t\t<a href="${lineUrlHtml(r, ctx.origin)}">
							${lineImageHtml(r, ctx.origin)}${name}\t\t\t\t\t\t</a>
${itemDataHtml(r)}\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t<span class="quantity">${r.line.quantity} &times; ${wcPrice(r.unitPrice)}</span>\t\t\t\t</li>
\t\t\t\t`;
    })
    .join('');
  return `<div class="widget_shopping_cart_content">

\t<ul class="woocommerce-mini-cart cart_list product_list_widget ">
${items}\t</ul>

\t<p class="woocommerce-mini-cart__total total">
\t\t<strong>Subtotal:</strong> ${wcPrice(cartTotal(ctx.session.cart))}\t</p>

\t
\t<p class="woocommerce-mini-cart__buttons buttons"><a href="${escapeHtml(absoluteUrl(ctx, CART_PATH))}" class="button wc-forward">View cart</a><a href="${escapeHtml(absoluteUrl(ctx, CHECKOUT_PATH))}" class="button checkout wc-forward">Checkout</a></p>

\t

</div>`;
}

/** Storefront's `storefront_cart_link()`. */
export function cartContentsLink(ctx: Ctx): string {
  const count = itemCount(ctx.session.cart);
  return `\t\t\t<a class="cart-contents" href="${escapeHtml(absoluteUrl(ctx, CART_PATH))}" title="View your shopping cart">
\t\t\t\t\t\t\t\t${storefrontPrice(cartTotal(ctx.session.cart))} <span class="count">${count} item${count === 1 ? '' : 's'}</span>
\t\t\t</a>
\t\t`;
}

/** Storefront's handheld footer bar cart link. */
export function footerCartContentsLink(ctx: Ctx): string {
  return `\t\t\t<a class="footer-cart-contents" href="${escapeHtml(absoluteUrl(ctx, CART_PATH))}">Cart\t\t\t\t<span class="count">${itemCount(ctx.session.cart)}</span>
\t\t\t</a>
\t\t`;
}

/** `WC_AJAX::get_refreshed_fragments()` payload. */
export function refreshedFragments(ctx: Ctx, cartHash: string) {
  return {
    fragments: {
      'div.widget_shopping_cart_content': miniCartContent(ctx),
      'a.cart-contents': cartContentsLink(ctx),
      'a.footer-cart-contents': footerCartContentsLink(ctx),
    },
    cart_hash: cartHash,
  };
}
