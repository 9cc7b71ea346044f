import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { listen } from '../../core/dom/listen.ts';
import { scrollToElement } from '../../core/dom/scroll-to.ts';
import { listKeyTarget } from '../../core/dom/list-keys.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import type { TabLink } from './tab-on-load.ts';

// The tab rules are in the product page's prelude file (`elements/product-page.prelude.ts`), fetched while the
// element waits. Awaited here, the element is defined only once the file is in, as a static import would have it.
const { indexOf, readTabLinks, tabListOf, tabNamedByHash, tabToOpenOnLoad } = await import('../product-page.prelude.ts');

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the shopper is opening a tab (click, keyboard or the review-count link). */
    'shop-product-tabs-select': { index: number; panelId: string };
    /** The shopper opened a tab. */
    'shop-product-tabs-selected': { index: number; panelId: string };
  }
}

export interface ProductTabsProps extends HostProps {
  /** Scroll offset in px for `#comments` and the review-count link (WooCommerce: -150). */
  scrollOffset?: number;
  /** Scroll duration in ms (WooCommerce: 300). */
  scrollDuration?: number;
}

interface Tab extends TabLink {
  panel: HTMLElement | null;
}

const PANELS = '.wc-tab, .panel:not(.panel .panel)';

/**
 * WooCommerce's product tabs as an APG tabs widget with automatic activation: the panels are already in the
 * page, so showing one costs nothing and arrow keys can select as they move (one keystroke fewer than the
 * legacy manual activation).
 */
export function ProductTabs({ host, scrollOffset = -150, scrollDuration = 300 }: ProductTabsProps) {
  const tablist = tabListOf(host);
  const tabs = useMemo(() => (tablist ? readTabs(host, tablist) : []), [host, tablist]);
  const [active, setActive] = useState<number | null>(null);

  const scrollTo = useCallback(
    (tab: Tab) => scrollToElement(tab.link, { offset: scrollOffset, duration: scrollDuration }),
    [scrollOffset, scrollDuration],
  );

  useLayoutEffect(() => {
    const { index, scroll } = tabToOpenOnLoad(tabs, new URL(location.href));
    setActive(index);
    if (scroll && tabs[index]) void scrollTo(tabs[index]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load-time decision only: later prop changes must not re-open a tab the shopper moved away from.
  }, [tabs]);

  useLayoutEffect(() => {
    if (active === null || !tablist) return;
    return applySelection(host, tablist, tabs, active);
  }, [host, tablist, tabs, active]);

  const select = useCallback(
    (index: number): boolean => {
      const tab = tabs[index];
      if (!tab || !emit(host, 'shop-product-tabs-select', { index, panelId: tab.anchor }, { cancelable: true })) return false;
      setActive(index);
      emit(host, 'shop-product-tabs-selected', { index, panelId: tab.anchor });
      return true;
    },
    [host, tabs],
  );

  useDomEvent(tablist, 'click', (event: MouseEvent) => {
    const index = tabs.findIndex((tab) => tab.link.contains(event.target as Node));
    if (index < 0) return;
    // The hash is not pushed: a tab click must not jump the page or add a history entry.
    event.preventDefault();
    select(index);
  });

  useDomEvent(tablist, 'keydown', (event: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.link === document.activeElement);
    if (current < 0) return;
    const next = listKeyTarget(event.key, current, tabs.length, 'horizontal');
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]!.link.focus();
    select(next);
  });

  /** Opens a tab as the shopper asked from outside the tab list: focus moves to its tab, which is scrolled to. */
  const openFromElsewhere = useCallback(
    (index: number): void => {
      if (!select(index)) return;
      tabs[index]!.link.focus({ preventScroll: true });
      void scrollTo(tabs[index]!);
    },
    [tabs, select, scrollTo],
  );

  useDomEvent(document.body, 'click', (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a.woocommerce-review-link');
    const reviews = indexOf(tabs, 'reviews', 'tab-reviews');
    if (!link || reviews < 0) return;
    event.preventDefault();
    openFromElsewhere(reviews);
  });

  // An in-page link (`#tab-reviews` in the description, say) names a tab after load: the browser cannot scroll
  // to a hidden panel, so the tab opens and is scrolled to instead.
  useEffect(
    () =>
      listen(window, 'hashchange', () => {
        const named = tabNamedByHash(tabs, location.hash);
        if (named) openFromElsewhere(named.index);
      }),
    [tabs, openFromElsewhere],
  );

  return null;
}

function readTabs(host: HTMLElement, tablist: HTMLElement): Tab[] {
  return readTabLinks(tablist).map((tab) => ({
    ...tab,
    panel: tab.anchor ? host.querySelector<HTMLElement>(`#${CSS.escape(tab.anchor)}`) : null,
  }));
}

/** Shows the active panel and marks its tab; the returned cleanup puts the server markup back as it was. */
function applySelection(host: HTMLElement, tablist: HTMLElement, tabs: Tab[], active: number): () => void {
  const undo: Array<() => void> = [];
  const set = (element: HTMLElement, name: string, value: string): void => {
    const previous = element.getAttribute(name);
    element.setAttribute(name, value);
    undo.push(() => (previous === null ? element.removeAttribute(name) : element.setAttribute(name, previous)));
  };
  if (!tablist.hasAttribute('role')) set(tablist, 'role', 'tablist');
  tabs.forEach((tab, index) => {
    const selected = index === active;
    if (!tab.link.hasAttribute('role')) set(tab.link, 'role', 'tab');
    if (!tab.item.hasAttribute('role')) set(tab.item, 'role', 'presentation');
    set(tab.link, 'aria-selected', String(selected));
    set(tab.link, 'tabindex', selected ? '0' : '-1');
    tab.item.classList.toggle('active', selected);
    undo.push(() => tab.item.classList.remove('active'));
    if (tab.panel && !tab.panel.hasAttribute('role')) set(tab.panel, 'role', 'tabpanel');
    // APG: a panel is a tab stop of its own, so a description without links is still reachable by Tab.
    if (tab.panel && !tab.panel.hasAttribute('tabindex')) set(tab.panel, 'tabindex', '0');
  });
  const shown = tabs[active]?.panel;
  for (const panel of host.querySelectorAll<HTMLElement>(PANELS)) {
    const display = panel.style.display;
    panel.style.display = panel === shown ? '' : 'none';
    undo.push(() => (panel.style.display = display));
  }
  return () => undo.reverse().forEach((step) => step());
}
