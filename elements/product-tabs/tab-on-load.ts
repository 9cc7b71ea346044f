import type { Wake } from '../../core/runtime/lazy-registry.ts';

/** What the tabs element needs to know about one tab to decide which opens on load. */
export interface TabDescriptor {
  /** The part of the tab link's href after `#` (the panel id). */
  anchor: string;
  /** WooCommerce's tab key from the `li` class (`reviews_tab` → `reviews`), '' when unknown. */
  key: string;
}

/** One tab of WooCommerce's markup: its link, its list item and what names it. */
export interface TabLink extends TabDescriptor {
  link: HTMLAnchorElement;
  item: HTMLElement;
}

export interface OpenOnLoad {
  index: number;
  /** Reading B: the reviews tab opened by `#comments` is scrolled to (-150 px over 300 ms). */
  scroll: boolean;
}

const REVIEWS_HASHES = new Set(['#reviews', '#tab-reviews']);

/** The tab list of WooCommerce's markup (or a theme's own with its roles). */
export const tabListOf = (host: ParentNode): HTMLElement | null => host.querySelector('ul.wc-tabs, ul.tabs, [role="tablist"]');

/** The tabs of a tab list: each list item's in-page link. */
export function readTabLinks(tablist: HTMLElement): TabLink[] {
  return [...tablist.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href*="#"]')].map((link) => {
    const item = link.parentElement!;
    const key = /(?:^|\s)([\w-]+)_tab(?:\s|$)/.exec(item.className)?.[1] ?? '';
    return { anchor: link.hash.slice(1), key, link, item };
  });
}

/**
 * Which tab opens on load (README.md#what-it-does), supporting both readings: Reading A (`comment-` in the hash,
 * `#reviews`, `#tab-reviews`, `comment-page-`/`cpage=` in the URL, `#tab-additional_information`) and Reading B
 * (`#comments` with a scroll, and any hash naming a tab's anchor). Anything else opens the first tab.
 */
export function tabToOpenOnLoad(tabs: TabDescriptor[], url: URL): OpenOnLoad {
  const named = tabNamedByHash(tabs, url.hash);
  const reviews = indexOf(tabs, 'reviews', 'tab-reviews');
  // A comment page shows reviews whatever other tab the hash names.
  const commentPage = reviews >= 0 && (url.href.includes('comment-page-') || url.href.includes('cpage='));
  if (commentPage && named?.index !== reviews) return { index: reviews, scroll: false };
  return named ?? { index: 0, scroll: false };
}

/** The tab a hash names by the rules above (the URL path aside), or null when it names none. */
export function tabNamedByHash(tabs: TabDescriptor[], hash: string): OpenOnLoad | null {
  const reviews = indexOf(tabs, 'reviews', 'tab-reviews');
  if (reviews >= 0) {
    if (hash.toLowerCase().includes('comment-') || REVIEWS_HASHES.has(hash)) return { index: reviews, scroll: false };
    if (hash === '#comments') return { index: reviews, scroll: true };
  }
  if (hash === '#tab-additional_information') {
    const information = indexOf(tabs, 'additional_information', 'tab-additional_information');
    if (information >= 0) return { index: information, scroll: false };
  }
  const named = hash.length > 1 ? tabs.findIndex((tab) => `#${tab.anchor}` === hash) : -1;
  return named >= 0 ? { index: named, scroll: false } : null;
}

/** The tab with this WooCommerce key, else the tab whose anchor is the key's standard panel id. */
export function indexOf(tabs: TabDescriptor[], key: string, anchor: string): number {
  const byKey = tabs.findIndex((tab) => tab.key === key);
  return byKey >= 0 ? byKey : tabs.findIndex((tab) => tab.anchor === anchor);
}

/**
 * The idle prelude of tabs that wait for the shopper (in `elements/product-page.prelude.ts`, so this file imports
 * nothing at run time): the stylesheet already shows the first
 * panel alone (or the one the URL's hash targets); this marks its tab `active`, as WooCommerce's script did, so the
 * theme draws it selected. A URL that opens another tab on load (a comment page, a review hash, `#comments` and its
 * scroll), or a hash change naming one later (the review-count link), loads the element at once: it opens that tab.
 */
export function markOpeningTabs(wake: Wake): void {
  const waiting = () => [...document.querySelectorAll('shop-product-tabs:not(:defined)')];
  const hosts = waiting();
  if (hosts.length === 0) return;
  for (const host of hosts) {
    const tablist = tabListOf(host);
    const tabs = tablist ? readTabLinks(tablist) : [];
    const { index, scroll } = tabToOpenOnLoad(tabs, new URL(location.href));
    if (index > 0 || scroll) void wake(host);
    else tabs[0]?.item.classList.add('active');
  }
  addEventListener('hashchange', () => waiting().forEach((host) => void wake(host)), { once: true });
}
