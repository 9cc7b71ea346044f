import type { Wake } from '../../core/runtime/lazy-registry.ts';

/** Set on the waiting table by the prelude, read once by the element on arrival (`cart.tsx`). */
export const UPDATE_REQUESTED = 'data-update-requested';
const UPDATE_EVENT = 'wc_update_cart';

/**
 * The cart table's idle prelude (`elements/index.ts`): WooCommerce's `cart.js` listened for `wc_update_cart` on
 * `document` from page load, and other scripts trigger it after changing the cart themselves (often from outside
 * the table, so the shopper's action there does not load it). Such an event that comes while the table still
 * waits marks it and loads it at once; the element updates the cart when it arrives. Once it has, it listens
 * itself. This file imports only types: its chunk is all a cart page fetches for it before the shopper acts.
 */
export function honourEarlyUpdates(wake: Wake): void {
  const requested = (): void => {
    const table = document.querySelector<Element & { hasUpdated?: boolean }>('shop-cart');
    if (!table) return;
    // Rendered: the element's own listener has it.
    if (table.hasUpdated) return stop();
    table.setAttribute(UPDATE_REQUESTED, '');
    void wake(table);
  };
  // Native dispatches and jQuery triggers (which never reach `addEventListener` listeners) alike.
  const stop = (): void => {
    document.removeEventListener(UPDATE_EVENT, requested);
    window.jQuery?.(document).off(UPDATE_EVENT, requested);
  };
  document.addEventListener(UPDATE_EVENT, requested);
  window.jQuery?.(document).on(UPDATE_EVENT, requested);
}
