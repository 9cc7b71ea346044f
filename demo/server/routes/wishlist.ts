// YITH WooCommerce Wishlist's admin-ajax actions and the theme's wishlist count. Fault rules address each by its
// action name (`add_to_wishlist:error=http500`, `shop_update_wishlist_count:delay=500`).
import { requestField } from '../context.ts';
import { COUNT_ACTION, handleWishlistAction, WISHLIST_ACTIONS, wishlistCountReply } from '../wishlist/actions.ts';
import type { Resolver } from './route.ts';

export const resolveWishlist: Resolver = (ctx) => {
  if (ctx.path !== '/wp-admin/admin-ajax.php') return undefined;
  const action = requestField(ctx, 'action') ?? '';
  if (action === COUNT_ACTION) return { endpoint: COUNT_ACTION, handle: wishlistCountReply };
  if (ctx.method !== 'POST' || !WISHLIST_ACTIONS.includes(action)) return undefined;
  return { endpoint: action, handle: (c) => handleWishlistAction(c, action) };
};
