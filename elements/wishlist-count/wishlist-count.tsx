import { useEffect, useLayoutEffect, useRef } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { onLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { CHANGED_STORAGE_KEY, fetchWishlistCount } from '../../core/wishlist/wishlist-count-request.ts';
import { countLabel } from './count-label.ts';

export interface WishlistCountProps extends HostProps {
  badge?: string;
  icon?: string;
  countAction?: string;
}

const ADDED_MS = 500;
const LEGACY_CHANGES = ['added_to_wishlist', 'removed_from_wishlist', 'moved_to_another_wishlist'];

/**
 * The header's wishlist badge: re-fetched after every wishlist change on this page (typed or legacy events), in
 * another tab (storage) and after a back/forward-cache restore; a change on this page also marks the icon
 * `added` for 500 ms (README.md#what-it-does). Changes reported together (the typed event and the legacy one of
 * the same add) cost one request.
 */
export function WishlistCount({ host, badge = '.wishlist-count', icon, countAction }: WishlistCountProps) {
  const latest = useRef(new LatestRequest());
  const scheduled = useRef(false);
  const markTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = (count: number): void => showCount(host, badge, count);

  const refetch = (): void => {
    if (scheduled.current) return;
    scheduled.current = true;
    queueMicrotask(() => {
      scheduled.current = false;
      latest.current
        .run((signal) => fetchWishlistCount({ action: countAction, signal }))
        .then(show)
        // The printed count stays; the next change asks again.
        .catch((error: unknown) => void (isAbort(error) || console.warn('shop-wishlist-count: the count could not be fetched', error)));
    });
  };

  const changedHere = (): void => {
    refetch();
    const target = (icon ? host.querySelector(icon) : null) ?? host;
    target.classList.add('added');
    clearTimeout(markTimer.current);
    markTimer.current = setTimeout(() => target.classList.remove('added'), ADDED_MS);
  };

  // The printed number gets the badge rule at once.
  useLayoutEffect(() => {
    const printed = Number.parseInt(host.querySelector(badge)?.textContent ?? '', 10);
    if (Number.isFinite(printed)) showCount(host, badge, printed);
  }, [host, badge]);

  useEffect(() => {
    const offs = LEGACY_CHANGES.map((name) => onLegacy(name, changedHere));
    // YITH 4's React buttons change the wishlist over its REST API and then ask for fresh fragments.
    offs.push(onLegacy('yith_wcwl_reload_fragments', refetch, document));
    return () => offs.forEach((off) => off());
  });

  useEffect(() => {
    const request = latest.current;
    const timer = markTimer;
    return () => {
      request.abort();
      clearTimeout(timer.current);
    };
  }, []);

  useDomEvent(document, 'shop-wishlist-changed', changedHere);
  // A failed change may still have reached the server; the count asks what it holds.
  useDomEvent(document, 'shop-wishlist-failed', (event) => event.detail.sent && refetch());
  useEffect(() => {
    const fromOtherTab = (event: StorageEvent): void => void (event.key === CHANGED_STORAGE_KEY && refetch());
    const restored = (event: PageTransitionEvent): void => void (event.persisted && refetch());
    window.addEventListener('storage', fromOtherTab);
    window.addEventListener('pageshow', restored);
    return () => {
      window.removeEventListener('storage', fromOtherTab);
      window.removeEventListener('pageshow', restored);
    };
  });

  return null;
}

function showCount(host: HTMLElement, badge: string, count: number): void {
  const node = host.querySelector(badge);
  if (node) node.textContent = countLabel(count);
  host.setAttribute('count', String(count));
}
