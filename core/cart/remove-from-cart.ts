import { followableUrl, navigate } from '../dom/navigate.ts';
import { emit } from '../events/emit.ts';
import { legacyWrap, triggerLegacy } from '../events/legacy-bridge.ts';
import { requestJson } from '../http/client.ts';
import { formBody, wcAjaxUrl } from '../http/endpoints.ts';
import { cartMutations } from '../http/serial-queue.ts';
import { settleCartChange } from './cart-change.ts';
import { fragmentsOf, hashOf, type CartResponse } from './cart-response.ts';
import './cart-events.ts';

export type RemoveOutcome = 'removed' | 'following-link' | 'failed';

/**
 * A mini-cart remove link (docs/woocommerce-protocol.md#remove_from_cart): POST `remove_from_cart` with the item key, in the mutation queue.
 * A failure, or an answer without fragments, follows the link's own href (the no-JS removal) instead.
 */
export async function removeFromCart(link: HTMLAnchorElement): Promise<RemoveOutcome> {
  const cartItemKey = link.dataset['cart_item_key'] ?? '';
  const productId = link.dataset['product_id'] ?? '';
  let response: CartResponse | undefined;
  try {
    response = await cartMutations.enqueue(() =>
      requestJson<CartResponse>(wcAjaxUrl('remove_from_cart'), { body: formBody({ cart_item_key: cartItemKey }) }),
    );
  } catch {
    response = undefined;
  }
  const fragments = fragmentsOf(response);
  if (!fragments) {
    const href = followableUrl(link.getAttribute('href'));
    if (!href) return 'failed';
    navigate(href, 'remove_from_cart_failed');
    return 'following-link';
  }
  const hash = hashOf(response);
  triggerLegacy('removed_from_cart', [fragments, hash, legacyWrap(link)]);
  emit(link, 'shop-cart-removed', { cartItemKey, productId, fragments, cartHash: hash });
  settleCartChange(fragments, hash, 'remove', link.dataset['success_message'] ?? '');
  return 'removed';
}
