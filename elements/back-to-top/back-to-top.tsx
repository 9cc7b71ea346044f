import { useEffect, useLayoutEffect } from 'react';
import { hashTarget } from '../../core/dom/hash-target.ts';
import { listen } from '../../core/dom/listen.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { stickyHeaderHeight } from '../../core/dom/sticky-header-height.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';

export interface BackToTopProps extends HostProps {
  /** Pixels the page must be scrolled before the link shows. */
  showAfter?: number;
  /** Milliseconds of the scroll to the top. */
  duration?: number;
  /** Pixels kept above the URL hash's target on load; the sticky header height when absent. */
  anchorOffset?: number;
}

/**
 * The theme's back-to-top link: shown (the `scrolled` attribute) once the page is scrolled, it scrolls to the
 * top and then moves focus there, so keyboard and screen-reader users start again from the top too. It also
 * brings the URL hash's target out from under the sticky header once, on load.
 */
export function BackToTop({ host, showAfter = 100, duration = 300, anchorOffset }: BackToTopProps) {
  const link = host.querySelector<HTMLAnchorElement>('a[href*="#"]');

  useEffect(() => {
    const update = (): void => void host.toggleAttribute('scrolled', window.scrollY > showAfter);
    update();
    return listen(window, 'scroll', update);
  }, [host, showAfter]);

  useLayoutEffect(() => {
    const target = hashTarget(location.hash);
    const offset = anchorOffset ?? stickyHeaderHeight();
    const top = target?.getBoundingClientRect().top;
    // Only while the target is where the browser's jump left it (at the top, under the header): a shopper who
    // scrolled on before the code arrived is not pulled back.
    if (target && top !== undefined && top > -1 && top < offset) void scrollToElement(target, { offset: -offset, duration: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a load-time correction only: later attribute changes must not move the page.
  }, []);

  useDomEvent(link, 'click', (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const top = topOfPage(link!);
    void scrollToElement(document.documentElement, { duration }).then(() => {
      if (!top.hasAttribute('tabindex') && top !== document.body) top.tabIndex = -1;
      top.focus({ preventScroll: true });
    });
  });

  return null;
}

/** Where focus goes at the top: the link's own target (`#page`, the skip target), else the first landmark. */
function topOfPage(link: HTMLAnchorElement): HTMLElement {
  return (
    hashTarget(link.hash) ??
    document.getElementById('page') ??
    document.querySelector<HTMLElement>('header, [role="banner"], main, [role="main"]') ??
    document.body
  );
}
