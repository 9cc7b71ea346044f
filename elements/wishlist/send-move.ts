import { emit } from '../../core/events/emit.ts';
import { legacyWrap, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { mutateWishlist } from '../../core/wishlist/wishlist-actions.ts';
import type { WishlistAnswer } from '../../core/wishlist/wishlist-client.ts';
import type { RowContext } from './row-context.ts';
import { onRow } from './use-row-actions.ts';

declare global {
  interface ShopEventDetailMap {
    /** A wishlist row moved to another wishlist (`destination` is its token, or `new`). */
    'shop-wishlist-moved': { itemId: string; destination: string };
  }
}

/**
 * Sends a move (the fields of moveRequest) from the row's select or the move popup: the row is busy meanwhile
 * and goes once the server has moved it; then `moved_to_another_wishlist` `[$control, itemId]` and
 * `shop-wishlist-moved`. Resolves with the server's answer (its message is the popup's feedback).
 */
export async function sendMove(
  host: HTMLElement,
  context: RowContext,
  fields: Record<string, string>,
  control: Element,
): Promise<WishlistAnswer> {
  let answer: WishlistAnswer | undefined;
  await onRow(context, async () => {
    answer = await mutateWishlist('move_to_another_wishlist', fields, { target: host });
  });
  const itemId = fields['item_id'] ?? '';
  triggerLegacy('moved_to_another_wishlist', [legacyWrap(control), itemId]);
  emit(host, 'shop-wishlist-moved', { itemId, destination: fields['destination_wishlist_token'] ?? '' });
  return answer!;
}
