import { atom } from 'jotai';

export interface CartSummary {
  /** Number of items, when known (from the items-in-cart cookie or a fragment's count badge). */
  itemCount: number;
  /** WooCommerce's cart hash; '' for an empty cart. */
  hash: string;
  /** The last fragments map the server sent, keyed by CSS selector. */
  fragments: Record<string, string>;
}

export const cartSummaryAtom = atom<CartSummary>({ itemCount: 0, hash: '', fragments: {} });
