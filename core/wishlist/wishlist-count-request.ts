import { wishlistParams } from '../config/params.ts';
import { requestText } from '../http/client.ts';
import { RequestError } from '../http/request-errors.ts';

/** Other tabs learn of a wishlist change through this storage key (the value is a timestamp). */
export const CHANGED_STORAGE_KEY = 'shop_wishlist_changed';

// Apart from the rest of the transport: the header count loads with every page, the changes only when used.
/**
 * The header count: a GET of the theme's `…_update_wishlist_count` action, answered with a plain number.
 * Anything else is a malformed answer.
 */
export async function fetchWishlistCount({ action, signal }: { action?: string; signal?: AbortSignal } = {}): Promise<number> {
  const params = wishlistParams();
  const url = new URL(String(params.ajax_url), document.baseURI);
  url.searchParams.set('action', action ?? params.update_wishlist_count_action);
  const body = (await requestText(url.href, { method: 'GET', signal })).trim();
  if (!/^\d+$/.test(body)) throw new RequestError('malformed', `Expected a count, got: ${body.slice(0, 80)}`);
  return Number(body);
}
