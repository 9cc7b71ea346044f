import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { stickyHeaderHeight } from '../../core/dom/sticky-header-height.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { anchorOfLink, readPageAnchors, type PageAnchor } from './page-anchors.ts';
import { useCurrentAnchor } from './use-current-anchor.ts';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: a link to a section was followed; cancel to leave the scroll to the browser. */
    'shop-page-nav-scroll': { link: string };
    /** The page was scrolled to the section and focus moved to its start. */
    'shop-page-nav-scrolled': { link: string };
  }
}

export interface PageNavProps extends HostProps {
  /** The accessible name of the bullet navigation. */
  label?: string;
  /** Milliseconds of the scroll to a section. */
  duration?: number;
}

/**
 * Single-page navigation over the page's scroll-to anchors (elements/page-nav/README.md): a bullet per anchor
 * that asks for one, links (bullets and the theme's menu links alike) that scroll their section to just below
 * the sticky header, and `aria-current` on the links of the section being read.
 */
export function PageNav({ host, label = 'Sections of this page', duration = 500 }: PageNavProps) {
  const [anchors, setAnchors] = useState<PageAnchor[]>([]);
  useLayoutEffect(() => setAnchors(readPageAnchors()), []);
  const current = useCurrentAnchor(anchors);

  useDomEvent(document, 'click', (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
    const anchor = link && anchorOfLink(link, anchors);
    if (!anchor || !emit(host, 'shop-page-nav-scroll', { link: anchor.link }, { cancelable: true })) return;
    event.preventDefault();
    if (location.hash !== anchor.link) history.pushState(history.state, '', anchor.link);
    void scrollToElement(anchor.target, { offset: -stickyHeaderHeight(), duration }).then(() => {
      // Like a followed in-page link, the next Tab continues from the section.
      if (!anchor.target.hasAttribute('tabindex')) anchor.target.tabIndex = -1;
      anchor.target.focus({ preventScroll: true });
      emit(host, 'shop-page-nav-scrolled', { link: anchor.link });
    });
  });

  // The theme's menu links to the current section are marked too, not only the bullets.
  useLayoutEffect(() => {
    if (!current) return;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]:not(.shop-page-nav__link)')].filter(
      (link) => anchorOfLink(link, [current]) && !link.hasAttribute('aria-current'),
    );
    for (const link of links) link.setAttribute('aria-current', 'location');
    return () => links.forEach((link) => link.removeAttribute('aria-current'));
  }, [current]);

  const bullets = anchors.filter((anchor) => anchor.bullet);
  if (bullets.length === 0) return null;
  return createPortal(
    <nav className="shop-page-nav" aria-label={label}>
      <ol className="shop-page-nav__list">
        {bullets.map((anchor) => (
          <li key={anchor.link}>
            <a className="shop-page-nav__link" href={anchor.link} aria-current={anchor === current ? 'location' : undefined}>
              <span className="shop-page-nav__title">{anchor.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>,
    host,
  );
}
