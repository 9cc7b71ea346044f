/** The destination value of YITH's move select that stands for "a new wishlist". */
export const NEW_WISHLIST = 'new';

export interface MoveChoice {
  /** The token of the wishlist the item is in now. */
  source: string;
  /** The chosen wishlist's token, or `new`. */
  destination: string;
  itemId: string;
  /** The new wishlist's name (only read for `new`). */
  name?: string;
  /** The new wishlist's visibility (only sent for `new`). */
  visibility?: string;
}

export type MoveRequest =
  | { ok: true; fields: Record<string, string> }
  /** `name`: a new wishlist without a name (the field is marked invalid); `incomplete`: nothing to send. */
  | { ok: false; reason: 'name' | 'incomplete' };

/**
 * The fields of a move, or why none is sent: YITH sends a move only when the source token, the destination
 * token and the item id are all non-empty, and a move to a new wishlist only with a name for it.
 */
export function moveRequest({ source, destination, itemId, name = '', visibility = '' }: MoveChoice): MoveRequest {
  if (!source.trim() || !destination.trim() || !itemId.trim()) return { ok: false, reason: 'incomplete' };
  const isNew = destination === NEW_WISHLIST;
  if (isNew && !name.trim()) return { ok: false, reason: 'name' };
  return {
    ok: true,
    fields: {
      wishlist_token: source,
      destination_wishlist_token: destination,
      item_id: itemId,
      ...(isNew ? { wishlist_name: name.trim(), wishlist_visibility: visibility } : {}),
    },
  };
}
