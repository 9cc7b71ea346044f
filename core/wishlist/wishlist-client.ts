import { wishlistParams } from '../config/params.ts';
import { parseJsonBody, requestText } from '../http/client.ts';
import { RequestError } from '../http/request-errors.ts';
import { SerialQueue } from '../http/serial-queue.ts';
import { isAnswerTo } from './answer-shape.ts';
import { nestedFormBody } from './nested-form-body.ts';

/**
 * The admin-ajax calls of YITH WooCommerce Wishlist's script, by their default action names. The action and
 * nonce actually sent are the ones `yith_wcwl_l10n` prints for the call (see README.md#api).
 */
export type WishlistCall =
  | 'add_to_wishlist'
  | 'remove_from_wishlist'
  | 'remove_from_all_wishlists'
  | 'sort_wishlist_items'
  | 'update_item_quantity'
  | 'move_to_another_wishlist'
  | 'save_title'
  | 'save_privacy'
  | 'delete_item'
  | 'ask_an_estimate'
  | 'load_fragments'
  | 'load_mobile';

export interface WishlistCallOptions {
  /** Overrides the action name from `yith_wcwl_l10n.actions` (an element's attribute). */
  action?: string;
  /** Overrides the nonce from `yith_wcwl_l10n.nonce`. */
  nonce?: string;
  signal?: AbortSignal;
  timeout?: number;
}

/** Fragment options of each `.wishlist-fragment` block, keyed by its class list (see wishlist-fragments.ts). */
export type FragmentOptionsMap = Record<string, Record<string, unknown>>;
/** Server HTML by the same keys. */
export type FragmentsHtml = Record<string, string>;

export interface UserWishlist {
  id: string;
  name: string;
  isDefault: boolean;
  addToThisWishlistUrl: string;
}

export interface AddToWishlistAnswer {
  /** 'true' and 'exists' both mean the product is in the wishlist now; anything else is 'error'. */
  result: 'true' | 'exists' | 'error';
  message: string;
  productId: string;
  fragments: FragmentsHtml;
  userWishlists: UserWishlist[];
  wishlistUrl: string;
}

/** The shape every other JSON call answers with, each field present when the call sends it. */
export interface WishlistAnswer {
  /** false for a refusal (`{ result: false }`); true when the call reports success or says nothing. */
  result: boolean;
  message: string;
  fragments: FragmentsHtml;
  userWishlists: UserWishlist[];
  /** ask_an_estimate: the HTML that replaces the form. */
  template: string;
}

/** WordPress refused the call outright: '-1' (the nonce check failed) or '0' (no handler for the action). */
export class WishlistRefusedError extends Error {
  override readonly name = 'WishlistRefusedError';

  constructor(readonly call: WishlistCall) {
    super('The wishlist could not be updated. Please reload the page and try again.');
  }
}

/**
 * The page's one queue for wishlist changes: a fast shopper's clicks reach the server in click order.
 * `activity` counts each change's start and end, so that a fragments answer can tell whether a change crossed
 * it (see loadFragments).
 */
class WishlistChangeQueue extends SerialQueue {
  activity = 0;

  override enqueue<T>(task: () => Promise<T>): Promise<T> {
    return super.enqueue(async () => {
      this.activity++;
      try {
        return await task();
      } finally {
        this.activity++;
      }
    });
  }
}

export const wishlistMutations = new WishlistChangeQueue();

/** The action name and nonce `yith_wcwl_l10n` prints for a call (premium keys lack the `_action` suffix). */
export function actionAndNonce(call: WishlistCall, { action, nonce }: WishlistCallOptions = {}): { action: string; nonce: string } {
  const params = wishlistParams();
  const actions = params.actions ?? {};
  const nonces = params.nonce ?? {};
  return {
    action: action ?? actions[`${call}_action`] ?? actions[call] ?? call,
    nonce: nonce ?? nonces[`${call}_nonce`] ?? '',
  };
}

/** POSTs one call with its action, nonce and `context=frontend`; resolves with the body as text. */
export async function sendWishlistCall(
  call: WishlistCall,
  fields: Record<string, unknown>,
  options: WishlistCallOptions = {},
): Promise<string> {
  const { action, nonce } = actionAndNonce(call, options);
  const body = nestedFormBody({ ...fields, action, nonce, context: 'frontend' });
  const text = await requestText(String(wishlistParams().ajax_url), {
    method: 'POST',
    body,
    signal: options.signal,
    timeout: options.timeout,
  });
  if (text.trim() === '-1' || text.trim() === '0') throw new WishlistRefusedError(call);
  return text;
}

/** Sends a call that answers JSON and reads the answer's fields; a non-object answer is a typed error. */
export async function wishlistCall(
  call: WishlistCall,
  fields: Record<string, unknown>,
  options: WishlistCallOptions = {},
): Promise<WishlistAnswer> {
  const answer = readAnswer(call, await sendWishlistCall(call, fields, options));
  return {
    result: answer['result'] !== false && answer['result'] !== 'false' && answer['result'] !== 'error',
    message: text(answer['message']),
    fragments: readFragments(answer['fragments']),
    userWishlists: readWishlists(answer['user_wishlists']),
    template: text(answer['template']),
  };
}

export async function addToWishlistCall(fields: Record<string, unknown>, options: WishlistCallOptions = {}): Promise<AddToWishlistAnswer> {
  const answer = readAnswer('add_to_wishlist', await sendWishlistCall('add_to_wishlist', fields, options));
  const result = answer['result'];
  return {
    result: result === 'true' || result === true ? 'true' : result === 'exists' ? 'exists' : 'error',
    message: text(answer['message']),
    productId: text(answer['prod_id']),
    fragments: readFragments(answer['fragments']),
    userWishlists: readWishlists(answer['user_wishlists']),
    wishlistUrl: httpUrl(answer['wishlist_url']),
  };
}

/** The call's JSON object; anything else (another type, an object of another shape) is a malformed answer. */
function readAnswer(call: WishlistCall, body: string): Record<string, unknown> {
  const answer = parseJsonBody<unknown>(body);
  const isObject = typeof answer === 'object' && answer !== null && !Array.isArray(answer);
  if (!isObject || !isAnswerTo(call, answer as Record<string, unknown>))
    throw new RequestError('malformed', `Expected an answer to ${call}, got: ${body.trim().slice(0, 80)}`);
  return answer as Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** Only http(s) URLs are followed. */
function httpUrl(value: unknown): string {
  try {
    const url = new URL(text(value), document.baseURI);
    return text(value) && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : '';
  } catch {
    return '';
  }
}

/** PHP sends an empty map as `[]`; non-string values are dropped. */
function readFragments(value: unknown): FragmentsHtml {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function readWishlists(value: unknown): UserWishlist[] {
  const list = Array.isArray(value) ? value : typeof value === 'object' && value !== null ? Object.values(value) : [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const id = text(record['id']);
    if (!id) return [];
    return [
      {
        id,
        name: text(record['wishlist_name']),
        isDefault: record['default'] === true || record['default'] === 1 || record['default'] === '1',
        addToThisWishlistUrl: httpUrl(record['add_to_this_wishlist_url']),
      },
    ];
  });
}
