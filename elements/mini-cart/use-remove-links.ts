import { useRef } from 'react';
import { removeFromCart } from '../../core/cart/remove-from-cart.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';

const REMOVE_LINK = 'a.remove_from_cart_button';
const PENDING = 'shop-mini-cart__item--pending';

/**
 * The mini cart's remove links, delegated from the host because fragments replace the items: each removal is
 * queued, its item blocked (and clicks on it ignored) until the answer, re-blocked if another removal's
 * fragments redraw it meanwhile. `onFocusLost` runs when the removed link had focus and took it along.
 */
export function useRemoveLinks(host: HTMLElement, onFocusLost: () => void): void {
  const pending = useRef(new Set<string>());

  const markPending = (): void => {
    for (const link of host.querySelectorAll<HTMLAnchorElement>(REMOVE_LINK)) {
      const blocked = pending.current.has(link.dataset['cart_item_key'] ?? '');
      const item = link.closest('.woocommerce-mini-cart-item') ?? link;
      item.classList.toggle(PENDING, blocked);
      if (blocked) item.setAttribute('aria-busy', 'true');
      else item.removeAttribute('aria-busy');
      if (blocked) link.setAttribute('aria-disabled', 'true');
      else link.removeAttribute('aria-disabled');
    }
  };

  // Fragments redraw the items: the pending ones are blocked again.
  useDomEvent(document.body, 'shop-cart-fragments-loaded', markPending);

  useDomEvent(host, 'click', (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(REMOVE_LINK);
    const key = link?.dataset['cart_item_key'];
    if (!link || !key || !host.contains(link)) return;
    event.preventDefault();
    if (pending.current.has(key)) return;
    pending.current.add(key);
    markPending();
    void removeFromCart(link).then((outcome) => {
      if (outcome === 'following-link') return; // The page is leaving; the item stays blocked.
      pending.current.delete(key);
      markPending();
      if (!document.activeElement || document.activeElement === document.body) onFocusLost();
    });
  });
}
