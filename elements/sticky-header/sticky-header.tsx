import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { useHiddenByScroll } from './use-hidden-by-scroll.ts';
import { usePublishedHeight } from './use-published-height.ts';
import { useScrolledPastPlace } from './use-scrolled-past-place.ts';

declare global {
  interface ShopEventDetailMap {
    /** The header became stuck or un-stuck, or was hidden or shown by hide-on-scroll. */
    'shop-sticky-header-toggled': { stuck: boolean; hidden: boolean };
  }
}

export interface StickyHeaderProps extends HostProps {
  /** Once stuck, hidden while the shopper scrolls down and shown while they scroll up. */
  hideOnScroll?: boolean;
}

/**
 * The theme's site header, kept at the top of the viewport by the stylesheet. The code adds the states a theme
 * styles (`stuck` once scrolled past the header's place, `hidden-by-scroll`), hide-on-scroll, and the height
 * that keeps focused elements and scroll targets clear of the header (elements/sticky-header/README.md).
 */
export function StickyHeader({ host, hideOnScroll = false }: StickyHeaderProps) {
  const height = usePublishedHeight(host);
  const stuck = useScrolledPastPlace(host, height);
  const { hidden, show } = useHiddenByScroll(hideOnScroll && stuck);

  // A keyboard user tabbing into the hidden header, and a cart opening inside it after an add, need it shown.
  useDomEvent(host, 'focusin', show);
  useDomEvent(document, 'shop-cart-revealed', show);

  const reported = useRef({ stuck: false, hidden: false });
  useLayoutEffect(() => {
    host.toggleAttribute('stuck', stuck);
    host.toggleAttribute('hidden-by-scroll', hidden);
    if (reported.current.stuck === stuck && reported.current.hidden === hidden) return;
    reported.current = { stuck, hidden };
    emit(host, 'shop-sticky-header-toggled', { stuck, hidden });
  }, [host, stuck, hidden]);

  useLayoutEffect(
    () => () => {
      host.removeAttribute('stuck');
      host.removeAttribute('hidden-by-scroll');
    },
    [host],
  );

  return null;
}
