// The no-JS paths WooCommerce's form handler serves: add-to-cart posts and links, cart updates and remove links.
import { addedMessage, addToCart } from '../cart/add.ts';
import { nonce } from '../cart/session.ts';
import type { Ctx } from '../context.ts';
import { CART_PATH, requestField } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { redirectReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { cartPage } from '../pages/cart.ts';
import { contactPage } from '../pages/contact.ts';
import { resolveLine } from '../cart/totals.ts';
import { maxPurchaseQuantity } from '../catalogue/pricing.ts';
import { lineName } from '../templates/cart-item.ts';
import { resolvePages } from './pages.ts';
import type { Resolver } from './route.ts';

function formAddToCart(ctx: Ctx): Reply | Promise<Reply> {
  const fields = ctx.method === 'POST' ? ctx.body : ctx.query;
  const outcome = addToCart(ctx.session, Number(requestField(ctx, 'add-to-cart')) || 0, fields);
  ctx.session.notices.push(...outcome.errors.map((html) => ({ type: 'error' as const, html })));
  if (outcome.added.length > 0) {
    ctx.session.notices.push({ type: 'success', html: addedMessage(outcome.added, CART_PATH) });
    ctx.session.addedToCart = outcome.product?.id ?? null;
    if (ctx.settings.redirectAfterAdd) return redirectReply(CART_PATH);
  }
  // WooCommerce's form handler runs before the template: a posted form is answered with the page itself, its
  // notices printed (what a script posting the form reads).
  const page = ctx.method === 'POST' ? resolvePages({ ...ctx, method: 'GET' }) : undefined;
  if (page) return page.handle(ctx);
  // A link: back to the page without the add-to-cart argument, so a reload does not add again.
  const back = new URLSearchParams(ctx.query);
  back.delete('add-to-cart');
  return redirectReply(ctx.path + (back.size ? `?${back}` : ''));
}

function validCartNonce(ctx: Ctx, value: string | null): boolean {
  return value === nonce(ctx.session, 'woocommerce-cart');
}

function updateCart(ctx: Ctx): Reply {
  if (!validCartNonce(ctx, ctx.body.get('woocommerce-cart-nonce'))) return cartPage(ctx);
  if (ctx.body.has('apply_coupon')) {
    const code = ctx.body.get('coupon_code') ?? '';
    ctx.session.notices.push({
      type: 'error',
      html: code ? `Coupon &quot;${escapeHtml(code)}&quot; does not exist!` : 'Please enter a coupon code.',
    });
    return cartPage(ctx);
  }
  for (const line of [...ctx.session.cart]) {
    const raw = ctx.body.get(`cart[${line.key}][qty]`);
    if (raw === null) continue;
    const quantity = Math.max(0, Math.floor(Number(raw) || 0));
    const resolved = resolveLine(line);
    const max = resolved ? maxPurchaseQuantity((resolved.variation ?? resolved.product).stock, false) : null;
    if (quantity === 0) ctx.session.cart.splice(ctx.session.cart.indexOf(line), 1);
    else if (max !== null && quantity > max && resolved)
      ctx.session.notices.push({
        type: 'error',
        html: `Sorry, we do not have enough &ldquo;${escapeHtml(lineName(resolved))}&rdquo; in stock to fulfill your order (${max} available). We apologize for any inconvenience caused.`,
      });
    else line.quantity = quantity;
  }
  ctx.session.notices.push({ type: 'success', html: 'Cart updated.' });
  return cartPage(ctx);
}

function removeItem(ctx: Ctx): Reply {
  const key = ctx.query.get('remove_item') ?? '';
  const line = ctx.session.cart.find((l) => l.key === key);
  if (line && validCartNonce(ctx, ctx.query.get('_wpnonce'))) {
    const resolved = resolveLine(line);
    ctx.session.cart.splice(ctx.session.cart.indexOf(line), 1);
    ctx.session.notices.push({ type: 'success', html: `&ldquo;${escapeHtml(resolved ? lineName(resolved) : 'Item')}&rdquo; removed.` });
  }
  return cartPage(ctx);
}

export const resolveForms: Resolver = (ctx) => {
  if (requestField(ctx, 'add-to-cart')) return { endpoint: 'add_to_cart_form', handle: formAddToCart };
  // The contact form posted without JavaScript: the page answers with the outcome as a notice.
  if (ctx.path === '/contact/' && ctx.method === 'POST') return { endpoint: 'contact_form', handle: contactPage };
  if (ctx.path !== CART_PATH) return undefined;
  if (ctx.method === 'POST') return { endpoint: 'cart_update', handle: updateCart };
  if (ctx.query.has('remove_item')) return { endpoint: 'cart_update', handle: removeItem };
  return undefined;
};
