import { paramFlag } from '../config/read-params.ts';
import { wishlistParams } from '../config/params.ts';
import { emit } from '../events/emit.ts';
import { legacyFilter, legacyWrap, triggerLegacy } from '../events/legacy-bridge.ts';
import { RequestError } from '../http/request-errors.ts';
import { cookiesEnabled } from './cookies-enabled.ts';
import {
  addToWishlistCall,
  sendWishlistCall,
  wishlistCall,
  wishlistMutations,
  type AddToWishlistAnswer,
  type FragmentOptionsMap,
  type WishlistAnswer,
  type WishlistCall,
  type WishlistCallOptions,
} from './wishlist-client.ts';
import { CHANGED_STORAGE_KEY } from './wishlist-count-request.ts';
import { applyWishlistFragments, collectFragments } from './wishlist-fragments.ts';
import './wishlist-events.ts';

/** Cookies are off: the shopper saw the `cookie_disabled` alert and nothing was sent. */
export class WishlistCookiesError extends Error {
  override readonly name = 'WishlistCookiesError';
}

export interface MutationOptions extends WishlistCallOptions {
  /** Where the typed events are dispatched (they bubble); the element that acted. */
  target?: Element;
}

/** The shopper's words for a failure: the server's message when it sent one. */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && !(error instanceof RequestError && error.failure === 'aborted')) return error.message;
  return 'The wishlist could not be updated. Please try again.';
}

/**
 * Where an event about `target` goes once the returned fragments may have replaced it: the target, else its
 * nearest ancestor still in the page (a detached control's events would reach no listener).
 */
function eventHome(target: EventTarget): () => EventTarget {
  const chain: Node[] = [];
  for (let node = target instanceof Node ? target : null; node; node = node.parentNode) chain.push(node);
  return () => (target instanceof Node ? (chain.find((node) => node.isConnected) ?? document.body) : target);
}

/** Alerts the configured label and throws when cookies are off, before anything is sent. */
function requireCookies(call: WishlistCall, target: EventTarget): void {
  if (cookiesEnabled()) return;
  const label = wishlistParams().labels?.['cookie_disabled'] ?? '';
  window.alert(label);
  emit(target, 'shop-wishlist-failed', { call, message: label, sent: false });
  throw new WishlistCookiesError(label);
}

/** Tells this page (the event) and the other tabs (storage) that a wishlist changed. */
function notifyChanged(call: WishlistCall): void {
  emit(document, 'shop-wishlist-changed', { call });
  try {
    localStorage.setItem(CHANGED_STORAGE_KEY, String(Date.now()));
  } catch {
    // Storage off or full: other tabs refresh on their next page view instead.
  }
}

/** Applies returned fragments and triggers YITH's `yith_wcwl_fragments_replaced`. */
function replaceFragments(fragments: Record<string, string>, data: unknown): void {
  if (Object.keys(fragments).length === 0) return;
  applyWishlistFragments(fragments);
  triggerLegacy('yith_wcwl_fragments_replaced', [{ fragments, data }]);
}

/**
 * Runs one wishlist change through the page's queue: cookies checked (alert, nothing sent), the call sent with
 * the page's fragments (unless `fields.fragments` is given), returned fragments applied, every tab told. A
 * refusal (`result: false`) rejects with the server's message; every failure also dispatches
 * `shop-wishlist-failed`, so no caller is left spinning without a message.
 */
export async function mutateWishlist(
  call: WishlistCall,
  fields: Record<string, unknown>,
  { target = document.body, ...options }: MutationOptions = {},
): Promise<WishlistAnswer> {
  requireCookies(call, target);
  const data = { fragments: collectFragments(), ...fields };
  try {
    const answer = await wishlistMutations.enqueue(() => wishlistCall(call, data, options));
    if (!answer.result) throw new Error(answer.message || 'The wishlist could not be updated. Please try again.');
    replaceFragments(answer.fragments, data);
    notifyChanged(call);
    return answer;
  } catch (error) {
    emit(target, 'shop-wishlist-failed', { call, message: failureMessage(error), sent: true });
    throw error;
  }
}

/**
 * A change whose answer YITH's script never reads (the sort and quantity calls answer nothing useful, often an
 * empty body): the same cookie check, queue and failure event as mutateWishlist, but no fragments are sent or
 * applied. Any 2xx answer but WordPress's refusals ('-1', '0') is success.
 */
export async function sendUnreadChange(
  call: WishlistCall,
  fields: Record<string, unknown>,
  { target = document.body, ...options }: MutationOptions = {},
): Promise<void> {
  requireCookies(call, target);
  try {
    await wishlistMutations.enqueue(() => sendWishlistCall(call, fields, options));
  } catch (error) {
    emit(target, 'shop-wishlist-failed', { call, message: failureMessage(error), sent: true });
    throw error;
  }
}

export interface AddRequest extends MutationOptions {
  productId: string;
  productType?: string;
  wishlistId?: string;
  /** Multi-wishlist only: a new wishlist's name and visibility (0 public, 1 shared, 2 private). */
  wishlistName?: string;
  wishlistVisibility?: string;
  /** The control the shopper used; legacy listeners receive it and its `.add-to-wishlist-<id>` block. */
  button?: Element;
}

/**
 * `add_to_wishlist`, as YITH's script sent it: `shop-wishlist-add` (cancelable) and the legacy data filter may
 * change the body; `adding_to_wishlist` before, `added_to_wishlist` after a 'true' or 'exists' answer. Resolves
 * with the answer (an 'error' result included; its message is for the shopper), or null when a listener
 * cancelled. Failures reject as mutateWishlist's do.
 */
export async function addToWishlist(request: AddRequest): Promise<AddToWishlistAnswer | null> {
  const {
    productId,
    productType = 'simple',
    wishlistId = '',
    wishlistName,
    wishlistVisibility,
    button,
    target = button ?? document.body,
  } = request;
  requireCookies('add_to_wishlist', target);
  const home = eventHome(target);
  let data: Record<string, unknown> = {
    add_to_wishlist: productId,
    product_type: productType,
    wishlist_id: wishlistId,
    fragments: collectFragments({ productId }) satisfies FragmentOptionsMap,
  };
  if (paramFlag(wishlistParams().multi_wishlist))
    Object.assign(data, { wishlist_name: wishlistName ?? '', wishlist_visibility: wishlistVisibility ?? '' });
  if (!emit(target, 'shop-wishlist-add', { productId, data }, { cancelable: true })) return null;
  data = legacyFilter('yith_wcwl_add_to_wishlist_data', [button ? legacyWrap(button) : undefined, data], data);
  triggerLegacy('adding_to_wishlist');
  try {
    const answer = await wishlistMutations.enqueue(() => addToWishlistCall(data, request));
    if (answer.result === 'error') {
      emit(target, 'shop-wishlist-failed', { call: 'add_to_wishlist', message: answer.message, sent: true });
      return answer;
    }
    replaceFragments(answer.fragments, data);
    const wrap = document.querySelector(`.add-to-wishlist-${CSS.escape(productId)}`);
    triggerLegacy('added_to_wishlist', [button ? legacyWrap(button) : undefined, wrap ? legacyWrap(wrap) : undefined]);
    const { result, message, wishlistUrl, userWishlists } = answer;
    emit(home(), 'shop-wishlist-added', { productId, result, message, wishlistUrl, userWishlists });
    notifyChanged('add_to_wishlist');
    return answer;
  } catch (error) {
    emit(target, 'shop-wishlist-failed', { call: 'add_to_wishlist', message: failureMessage(error), sent: true });
    throw error;
  }
}

export interface RemoveRequest extends MutationOptions {
  /** The row id, or the product id (YITH accepts either). */
  removeId: string;
  productId?: string;
  wishlistId?: string;
  wishlistToken?: string;
  button?: Element;
  /** The legacy event's second argument: the product's block or the table row. */
  wrap?: Element | null;
}

/** `remove_from_wishlist`; `removed_from_wishlist` `[$button, $wrap]` and `shop-wishlist-removed` after it. */
export async function removeFromWishlist(request: RemoveRequest): Promise<WishlistAnswer> {
  const { removeId, productId = removeId, wishlistId = '', wishlistToken = '', button, wrap, target = button } = request;
  const fields = {
    remove_from_wishlist: removeId,
    wishlist_id: wishlistId,
    wishlist_token: wishlistToken,
    fragments: collectFragments({ productId }),
  };
  const home = eventHome(target ?? document.body);
  const answer = await mutateWishlist('remove_from_wishlist', fields, { ...request, target });
  triggerLegacy('removed_from_wishlist', [button ? legacyWrap(button) : undefined, wrap ? legacyWrap(wrap) : undefined]);
  emit(home(), 'shop-wishlist-removed', { productId });
  return answer;
}
