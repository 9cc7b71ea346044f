// YITH WooCommerce Wishlist's admin-ajax actions and the theme's wishlist count. Fault rules address each by its
// action name (`add_to_wishlist:error=http500`, `shop_update_wishlist_count:delay=500`).
import { requestField } from '../context.ts';
import { jsonReply } from '../http/reply.ts';
import { COUNT_ACTION, handleWishlistAction, WISHLIST_ACTIONS, wishlistCountReply } from '../wishlist/actions.ts';
import { findOwner, itemsInOrder } from '../wishlist/store.ts';
import type { Resolver } from './route.ts';

/** For journeys: the visitor's wishlists as the server holds them (what the page must agree with). */
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
        }),
    };
  if (ctx.path !== '/wp-admin/admin-ajax.php') return undefined;
  const action = requestField(ctx, 'action') ?? '';
  if (action === COUNT_ACTION) return { endpoint: COUNT_ACTION, handle: wishlistCountReply };
  if (ctx.method !== 'POST' || !WISHLIST_ACTIONS.includes(action)) return undefined;
  return { endpoint: action, handle: (c) => handleWishlistAction(c, action) };
};
