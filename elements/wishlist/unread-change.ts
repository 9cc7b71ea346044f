import { wishlistParams } from '../../core/config/params.ts';
import { emit } from '../../core/events/emit.ts';
import { cookiesEnabled } from '../../core/wishlist/cookies-enabled.ts';
import { failureMessage, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';
import { sendWishlistCall, wishlistMutations, type WishlistCall } from '../../core/wishlist/wishlist-client.ts';

/**
 * A change whose answer YITH's script never reads (the sort and quantity calls answer nothing useful, often an
 * empty body): sent in its turn in the wishlist queue, after the same cookie check as every wishlist change.
 * Any 2xx answer but WordPress's refusals ('-1', '0') is success; a failure dispatches `shop-wishlist-failed`
 * and rejects.
 */
export async function sendUnreadChange(call: WishlistCall, fields: Record<string, unknown>, target: EventTarget): Promise<void> {
  if (!cookiesEnabled()) {
    const label = wishlistParams().labels?.['cookie_disabled'] ?? '';
    window.alert(label);
    emit(target, 'shop-wishlist-failed', { call, message: label, sent: false });
    throw new WishlistCookiesError(label);
  }
  try {
    await wishlistMutations.enqueue(() => sendWishlistCall(call, fields));
  } catch (error) {
    emit(target, 'shop-wishlist-failed', { call, message: failureMessage(error), sent: true });
    throw error;
  }
}
