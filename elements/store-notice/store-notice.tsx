import { useCallback, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { getCookie, setCookie } from '../../core/dom/cookies.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the shopper asked to dismiss the store notice. */
    'shop-store-notice-dismiss': { noticeId: string };
    /** The store notice was hidden; the cookie is set. */
    'shop-store-notice-dismissed': { noticeId: string };
  }
}

export interface StoreNoticeProps extends HostProps {
  /** Overrides the notice's `data-notice-id` (WooCommerce uses the md5 of the notice text). */
  noticeId?: string;
  dismissLabel?: string;
}

const HIDDEN = 'hidden';

/** WooCommerce's store-wide notice: hidden once dismissed, for the rest of the browser session. */
export function StoreNotice({ host, noticeId, dismissLabel = 'Dismiss' }: StoreNoticeProps) {
  const notice = host.querySelector<HTMLElement>('.woocommerce-store-notice') ?? host;
  const id = noticeId ?? notice.dataset.noticeId ?? '';
  const cookieName = `store_notice${id}`;
  const [dismissed, setDismissed] = useState(() => getCookie(cookieName) === HIDDEN);
  const serverLink = notice.querySelector<HTMLElement>('.woocommerce-store-notice__dismiss-link');

  useLayoutEffect(() => setDismissed(getCookie(cookieName) === HIDDEN), [cookieName]);

  useLayoutEffect(() => {
    // The server prints the notice hidden (display: none) and leaves showing it to the script.
    notice.style.display = dismissed ? 'none' : '';
    host.toggleAttribute('dismissed', dismissed);
  }, [notice, host, dismissed]);

  const dismiss = useCallback(
    (event: Event) => {
      event.preventDefault();
      if (!emit(host, 'shop-store-notice-dismiss', { noticeId: id }, { cancelable: true })) return;
      const hadFocus = notice.contains(document.activeElement);
      setCookie(cookieName, HIDDEN, { path: '/' });
      setDismissed(true);
      emit(host, 'shop-store-notice-dismissed', { noticeId: id });
      if (hadFocus) focusMainContent();
    },
    [cookieName, host, id, notice],
  );

  useDomEvent(serverLink, 'click', dismiss);
  useDomEvent(serverLink, 'keydown', (event: KeyboardEvent) => {
    if (serverLink?.getAttribute('role') === 'button' && (event.key === 'Enter' || event.key === ' ')) dismiss(event);
  });

  if (serverLink || dismissed) return null;
  return createPortal(
    <button type="button" className="woocommerce-store-notice__dismiss-link" onClick={(event) => dismiss(event.nativeEvent)}>
      {dismissLabel}
    </button>,
    notice,
  );
}

/** The notice disappears from under the keyboard; focus goes to the page content instead of the body. */
function focusMainContent(): void {
  const main = document.querySelector<HTMLElement>('main, #content, #main') ?? document.body;
  if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
  main.focus({ preventScroll: true });
}
