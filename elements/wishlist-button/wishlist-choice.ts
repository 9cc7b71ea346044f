/** A wishlist the shopper can add to (the multi-wishlist popup's select). */
export interface WishlistOption {
  id: string;
  name: string;
}

/** What the popup sends: an existing wishlist, or 'new' with the new wishlist's name and visibility. */
export interface WishlistChoice {
  wishlistId: string;
  wishlistName: string;
  /** YITH's privacy values: 0 public, 1 shared, 2 private. */
  wishlistVisibility: '0' | '1' | '2';
}

export const NEW_WISHLIST = 'new';

/** The `wishlists` attribute: a JSON array of `{ id, name }`; anything else is no list (only "new" is offered). */
export function readWishlists(value: unknown): WishlistOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const id = typeof record['id'] === 'number' || typeof record['id'] === 'string' ? String(record['id']) : '';
    return id && typeof record['name'] === 'string' ? [{ id, name: record['name'] }] : [];
  });
}
