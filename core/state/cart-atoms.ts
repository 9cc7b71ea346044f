import { atom } from 'jotai';

export interface CartSummary {
  /** Number of items (from the header's count badge in the page or a fragment, else the mini cart's lines). */
  itemCount: number;
  /** WooCommerce's cart hash; '' for an empty cart. */
  hash: string;
  /** The last fragments map the server sent, keyed by CSS selector. */
  fragments: Record<string, string>;
}

export const EMPTY_CART_SUMMARY: CartSummary = { itemCount: 0, hash: '', fragments: {} };

/** The cart as the page last heard it from the server; the one source of the item count. */
export const cartSummaryAtom = atom<CartSummary>(EMPTY_CART_SUMMARY);

/** The number of items alone, so a header count re-renders only when the number changes. */
export const cartItemCountAtom = atom((get) => get(cartSummaryAtom).itemCount);
