import type { WishlistCall } from './wishlist-client.ts';

type AnswerField = 'result' | 'message' | 'fragments' | 'user_wishlists' | 'wishlist_url' | 'template';

/** The fields each JSON call answers with (README.md#api); YITH always sends at least one of them. */
const ANSWER_FIELDS: Partial<Record<WishlistCall, readonly AnswerField[]>> = {
  add_to_wishlist: ['result', 'message', 'user_wishlists', 'fragments', 'wishlist_url'],
  remove_from_wishlist: ['fragments'],
  remove_from_all_wishlists: ['fragments'],
  move_to_another_wishlist: ['message', 'user_wishlists', 'fragments'],
  save_title: ['result', 'fragments'],
  save_privacy: ['fragments'],
  delete_item: ['result', 'message', 'fragments'],
  ask_an_estimate: ['result', 'template', 'message'],
  load_fragments: ['fragments'],
  load_mobile: ['fragments'],
};

/** PHP encodes an empty map as `[]`, so a map field may come as a list. */
const isCollection = (value: unknown): boolean => typeof value === 'object' && value !== null;
const isText = (value: unknown): boolean => typeof value === 'string' || typeof value === 'number';

const FIELD_TYPES: Record<AnswerField, (value: unknown) => boolean> = {
  result: (value) => typeof value === 'boolean' || isText(value),
  message: isText,
  fragments: isCollection,
  user_wishlists: isCollection,
  wishlist_url: isText,
  template: isText,
};

/**
 * Whether a JSON object is an answer to `call`: at least one of its fields, each of its type. A 200 answer of
 * another shape (a plugin's filter, a proxy's JSON) did not come from the call's handler, so the change it was
 * sent for cannot be taken as done.
 */
export function isAnswerTo(call: WishlistCall, answer: Record<string, unknown>): boolean {
  const fields = ANSWER_FIELDS[call];
  if (!fields) return true;
  const present = fields.filter((field) => field in answer);
  return present.length > 0 && present.every((field) => FIELD_TYPES[field](answer[field]));
}
