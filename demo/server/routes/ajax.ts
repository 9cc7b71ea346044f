// wc-ajax endpoints (`/?wc-ajax=…`) and the same through `/wp-admin/admin-ajax.php` (`action=woocommerce_…`),
// plus Product Add-ons' tax calculation.
import { addedMessage, addToCartAjax } from '../cart/add.ts';
import { cartHash } from '../cart/totals.ts';
import { getCatalogue } from '../catalogue/index.ts';
import { findMatchingVariation, postedAttributes } from '../catalogue/match.ts';
import { activePrice, priceBounds } from '../catalogue/pricing.ts';
import { absoluteUrl, CART_PATH, productPath, requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { emptyAjaxReply, jsonReply, textReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { formatDecimal } from '../money.ts';
import { DEMO_TAX_RATE } from '../pages/cart.ts';
import { refreshedFragments } from '../templates/mini-cart.ts';
import { availableVariation } from '../templates/product/variation-data.ts';
import type { Resolver, Route } from './route.ts';
import { SEARCH_ACTION, searchProductsEndpoint } from './search.ts';
import { CONTACT_ACTION, contactFormEndpoint } from '../pages/contact.ts';
import { GALLERY_PAGE_ACTION, galleryPageEndpoint } from '../video/gallery.ts';
import { QUICK_VIEW_ACTION, quickViewEndpoint } from './quick-view.ts';
import { removeAfterAddToCart } from '../wishlist/remove-after-add.ts';

const fragments = (ctx: Ctx): Reply => jsonReply(refreshedFragments(ctx, cartHash(ctx.session.cart)));

function addToCartEndpoint(ctx: Ctx): Reply {
  const raw = requestField(ctx, 'product_id');
  if (!raw) return emptyAjaxReply();
  const outcome = addToCartAjax(ctx.session, Math.abs(parseInt(raw, 10)) || 0, ctx.body);
  if (outcome.errors.length > 0 || outcome.added.length === 0) {
    // The notices wait in the session for the product page the client is sent to.
    ctx.session.notices.push(...outcome.errors.map((html) => ({ type: 'error' as const, html })));
    return jsonReply({ error: true, product_url: outcome.product ? absoluteUrl(ctx, productPath(outcome.product.slug)) : '' });
  }
  if (ctx.settings.redirectAfterAdd) ctx.session.notices.push({ type: 'success', html: addedMessage(outcome.added, CART_PATH) });
  removeAfterAddToCart(ctx);
  return fragments(ctx);
}

function removeFromCartEndpoint(ctx: Ctx): Reply {
  const key = requestField(ctx, 'cart_item_key') ?? '';
  const index = ctx.session.cart.findIndex((l) => l.key === key);
  if (index < 0) return jsonReply({ success: false });
  ctx.session.cart.splice(index, 1);
  return fragments(ctx);
}

function getVariationEndpoint(ctx: Ctx): Reply {
  const product = getCatalogue().byId.get(Number(requestField(ctx, 'product_id') || 0));
  if (!product) return emptyAjaxReply();
  const variation = product.type === 'variable' ? findMatchingVariation(product, postedAttributes(ctx.body)) : undefined;
  return jsonReply(variation ? availableVariation(product, variation) : false);
}

/**
 * Product Add-ons taxes the whole line: the product's (or the chosen variation's) price times the quantity, plus
 * the add-on total the form sends, which already counts the quantity where an add-on is priced per item.
 */
function calculateTaxEndpoint(ctx: Ctx): Reply {
  const { byId, variations } = getCatalogue();
  const id = Number(requestField(ctx, 'product_id') || 0);
  const product = byId.get(id);
  const item = product ?? variations.get(id)?.variation;
  if (!item) return jsonReply({ result: 'ERROR', error: 'A valid product ID is required.' });
  // A variable product's own price is its cheapest variation's, as `get_price()` gives it.
  const price = product?.type === 'variable' ? priceBounds(product).min : activePrice(item);
  const quantity = Math.max(1, Number(requestField(ctx, 'qty') || 1));
  const total = price * quantity + Number(requestField(ctx, 'add_on_total') || 0);
  return jsonReply({
    result: 'SUCCESS',
    price_including_tax: formatDecimal(total * (1 + DEMO_TAX_RATE)),
    price_excluding_tax: formatDecimal(total),
  });
}

const WC_AJAX: Record<string, (ctx: Ctx) => Reply> = {
  add_to_cart: addToCartEndpoint,
  remove_from_cart: removeFromCartEndpoint,
  get_variation: getVariationEndpoint,
  get_refreshed_fragments: fragments,
};

function wcAjaxRoute(endpoint: string): Route {
  return { endpoint, handle: (ctx) => (WC_AJAX[endpoint] ?? emptyAjaxReply)(ctx) };
}

export const resolveAjax: Resolver = (ctx) => {
  const wcAjax = ctx.query.get('wc-ajax');
  if (wcAjax !== null) return wcAjaxRoute(wcAjax);
  if (ctx.path !== '/wp-admin/admin-ajax.php') return undefined;
  const action = requestField(ctx, 'action') ?? '';
  if (action === 'wc_product_addons_calculate_tax') return { endpoint: 'calculate_tax', handle: calculateTaxEndpoint };
  if (action === SEARCH_ACTION) return { endpoint: 'search', handle: searchProductsEndpoint };
  if (action === CONTACT_ACTION) return { endpoint: 'contact', handle: contactFormEndpoint };
  if (action === GALLERY_PAGE_ACTION) return { endpoint: 'video_gallery_page', handle: galleryPageEndpoint };
  if (action === QUICK_VIEW_ACTION) return { endpoint: 'quick_view', handle: quickViewEndpoint };
  const endpoint = action.replace(/^woocommerce_/, '');
  if (action.startsWith('woocommerce_') && endpoint in WC_AJAX) return wcAjaxRoute(endpoint);
  // admin-ajax answers "0" with 400 when no handler is registered for the action.
  return { handle: () => textReply('0', 400, 'text/html; charset=UTF-8') };
};
