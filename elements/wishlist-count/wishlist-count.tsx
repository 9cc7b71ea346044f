import { useEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';

export interface WishlistCountProps extends HostProps {
  badge?: string;
  icon?: string;
  countAction?: string;
}

/**
 * The header's wishlist badge: re-fetched after every wishlist change on this page (typed or legacy events), in
 * another tab (storage) and after a back/forward-cache restore; a change on this page also marks the icon
 * `added` for 500 ms (README.md#what-it-does). It renders nothing: the work is `count-watch.ts`, renderer-free,
 * which the page's idle prelude runs before the element loads (on the shopper's first intent) and the element
 * takes over, fetched by the same chunk.
 */
export function WishlistCount({ host, badge, icon, countAction }: WishlistCountProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./count-watch.ts').then(({ watchWishlistCount }) => {
      if (!gone) stop = watchWishlistCount(host, { badge, icon, countAction });
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [host, badge, icon, countAction]);
  return null;
}
