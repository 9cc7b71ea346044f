// YITH WooCommerce Wishlist's hook on a successful add to cart: an add from a wishlist row carries
// `remove_from_wishlist_after_add_to_cart` (the row id) and `wishlist_id`; with the setting on, the
// product leaves that wishlist when the visitor owns it. (Added by the wishlist page.)
import { requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { wishlistL10n } from './l10n.ts';
import { findOwner, ownWishlist } from './store.ts';

export function removeAfterAddToCart(ctx: Ctx): void {
  const rowId = Number(requestField(ctx, 'remove_from_wishlist_after_add_to_cart') ?? '');
  const owner = findOwner(ctx);
  if (!rowId || !owner || wishlistL10n(ctx)['remove_from_wishlist_after_add_to_cart'] !== '1') return;
  const wishlist = ownWishlist(owner, requestField(ctx, 'wishlist_id') ?? '');
  // Like the remove call, the row id or the product id.
  if (wishlist) wishlist.items = wishlist.items.filter((item) => item.id !== rowId && item.productId !== rowId);
}
