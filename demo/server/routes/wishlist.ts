// YITH WooCommerce Wishlist's admin-ajax actions and the theme's wishlist count. Fault rules address each by its
// action name (`add_to_wishlist:error=http500`, `shop_update_wishlist_count:delay=500`). The create popup's form
// post is `create_wishlist`: its handler answers an error rule itself, as YITH's does a failed create.
import { requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { jsonReply, redirectReply, type Reply } from '../http/reply.ts';
import { COUNT_ACTION, handleWishlistAction, WISHLIST_ACTIONS, wishlistCountReply } from '../wishlist/actions.ts';
import { CREATE_NONCE_ACTION, CREATE_PATH } from '../wishlist/popups-render.ts';
import { createWishlist, findOwner, isValidPrivacy, itemsInOrder, ownerFor, wishlistNonce, type Privacy } from '../wishlist/store.ts';
import type { Resolver } from './route.ts';

const MANAGE_PATH = '/wishlist/manage/';

const CREATE_ENDPOINT = 'create_wishlist';

/**
 * YITH's form handler for the create popup (there is no admin-ajax call for it): the wishlist is created and
 * the shopper sent to the manage page, with a notice either way. A `create_wishlist` error rule stands for the
 * store failing: YITH catches that and sends the shopper back with an error notice, never an error page.
 */
function createFromForm(ctx: Ctx): Reply {
  const name = requestField(ctx, 'wishlist_name')?.trim() ?? '';
  const visibility = requestField(ctx, 'wishlist_visibility') ?? '0';
  if (requestField(ctx, 'yith_wcwl_create') !== wishlistNonce(CREATE_NONCE_ACTION) || !name) {
    ctx.session.notices.push({ type: 'error', html: name ? 'The link has expired; please try again.' : 'Wishlist name is required' });
    return redirectReply(MANAGE_PATH);
  }
  if (ctx.faults.get(CREATE_ENDPOINT)?.error) {
    ctx.session.notices.push({ type: 'error', html: `Wishlist &ldquo;${escapeHtml(name)}&rdquo; could not be created; please try again.` });
    return redirectReply(MANAGE_PATH);
  }
  const { owner, cookie } = ownerFor(ctx);
  createWishlist(owner, name, (isValidPrivacy(visibility) ? Number(visibility) : 0) as Privacy);
  ctx.session.notices.push({ type: 'success', html: `Wishlist &ldquo;${escapeHtml(name)}&rdquo; created.` });
  return { ...redirectReply(MANAGE_PATH), cookies: cookie ? [cookie] : [] };
}

/** For journeys: the visitor's wishlists and estimate requests as the server holds them (what the page must agree with). */
const TEST_HOOK = '/__demo/wishlist';

export const resolveWishlist: Resolver = (ctx) => {
  if (ctx.path === TEST_HOOK && ctx.method === 'GET')
    return {
      handle: (c) =>
        jsonReply({
          wishlists: (findOwner(c)?.wishlists ?? []).map((w) => ({
            id: w.id,
            token: w.token,
            name: w.name,
            isDefault: w.isDefault,
            privacy: w.privacy,
            items: itemsInOrder(w).map(({ id, productId, quantity }) => ({ id, productId, quantity })),
          })),
          estimates: findOwner(c)?.estimates ?? [],
        }),
    };
  if (ctx.path === CREATE_PATH && ctx.method === 'POST') return { handle: createFromForm };
  if (ctx.path !== '/wp-admin/admin-ajax.php') return undefined;
  const action = requestField(ctx, 'action') ?? '';
  if (action === COUNT_ACTION) return { endpoint: COUNT_ACTION, handle: wishlistCountReply };
  if (ctx.method !== 'POST' || !WISHLIST_ACTIONS.includes(action)) return undefined;
  return { endpoint: action, handle: (c) => handleWishlistAction(c, action) };
};
