import { atom } from 'jotai';
import { cartSummaryAtom, EMPTY_CART_SUMMARY } from './cart-atoms.ts';
import { store } from './store.ts';

/** A header cart an add can open: the dropdown or the off-canvas panel of `<shop-mini-cart>`. */
export interface CartPanel {
  mode: 'dropdown' | 'offcanvas';
  /** Whether it is shown in the current layout (a hidden dropdown on a phone cannot open). */
  isAvailable(): boolean;
  /** Opens the panel; `activeFor` ms later a dropdown closes again. */
  open(options?: { activeFor?: number }): void;
}

/**
 * What the page's cart code keeps between calls, besides the summary (`cartSummaryAtom`, the one source of the
 * item count). Core cart code changes these fields in place; nothing renders from them, so no subscriber misses
 * a change. `resetCartSession()` stops the session and starts a fresh one, as a new page would.
 */
export interface CartSession {
  /** The header carts an add can open, in the order they connected. */
  readonly panels: Set<CartPanel>;
  /** Whether the `added-to-cart` marker of a plain form add has opened a cart on this page. */
  addedMarkerHandled: boolean;
  /** The fragments refresh waiting in the cart queue; refreshes asked for meanwhile share it. */
  queuedRefresh: Promise<void> | undefined;
  /** Refreshes the fragments when the cached copy reaches its lifetime. */
  expiryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Set for the rest of the task once the page-load fragments ran, so a remount does not run them again. */
  loadingThisTask: boolean;
  /** Connected cart elements using the fragments, and how to stop listening when the last one leaves. */
  fragmentUsers: number;
  stopFragments: (() => void) | undefined;
}

const newSession = (): CartSession => ({
  panels: new Set(),
  addedMarkerHandled: false,
  queuedRefresh: undefined,
  expiryTimer: undefined,
  loadingThisTask: false,
  fragmentUsers: 0,
  stopFragments: undefined,
});

const cartSessionAtom = atom<CartSession>(newSession());

/** The page's cart session, held by the store. */
export const cartSession = (): CartSession => store.get(cartSessionAtom);

/**
 * Ends the current session (listeners removed, timers cleared, panels forgotten) and starts an empty one with an
 * empty summary, as a new page would: for a page that starts over (a test, a client-side navigation). Cart
 * elements connected afterwards start from nothing; a release from before the reset touches only its own session.
 */
export function resetCartSession(): void {
  const session = cartSession();
  session.stopFragments?.();
  clearTimeout(session.expiryTimer);
  store.set(cartSessionAtom, newSession());
  store.set(cartSummaryAtom, EMPTY_CART_SUMMARY);
}
