import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { focusableIn } from '../../core/dom/focus-trap.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { POPUP_KINDS, POPUP_OPENER, type OpenPopup } from './popup-kinds.ts';
import { rowContext } from './row-context.ts';
import { WishlistPopup } from './wishlist-popup.tsx';

export interface PopupSettings {
  closeLabel: string;
  timeout: number;
}

/**
 * The popups YITH's links open on the wishlist and manage pages (move, ask an estimate, create), which the
 * element owns; returns the open one.
 */
export function useWishlistPopups(host: HTMLElement, { closeLabel, timeout }: PopupSettings): ReactNode {
  const [popup, setPopup] = useState<OpenPopup | null>(null);

  useDomEvent(host, 'click', (event: MouseEvent) => {
    const opener = (event.target as Element).closest?.<HTMLAnchorElement>(POPUP_OPENER);
    const kind = opener ? POPUP_KINDS[opener.dataset.rel as keyof typeof POPUP_KINDS] : undefined;
    const content = opener && kind ? document.getElementById(decodeURIComponent(opener.hash.slice(1))) : null;
    if (!opener || !kind || !content || event.defaultPrevented) return;
    event.preventDefault();
    setPopup({ kind, content, opener, context: rowContext(opener) });
  });

  // A moved row takes its link with it: focus then goes to the wishlist, not to the end of the page.
  useEffect(() => {
    const opener = popup?.opener;
    return () => {
      if (opener && !opener.isConnected) focusableIn(host)[0]?.focus();
    };
  }, [popup, host]);

  const close = useCallback(() => setPopup(null), []);
  if (!popup) return null;
  return <WishlistPopup popup={popup} host={host} closeLabel={closeLabel} timeout={timeout} onClose={close} />;
}
