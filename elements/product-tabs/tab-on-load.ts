/** What the tabs element needs to know about one tab to decide which opens on load. */
export interface TabDescriptor {
  /** The part of the tab link's href after `#` (the panel id). */
  anchor: string;
  /** WooCommerce's tab key from the `li` class (`reviews_tab` → `reviews`), '' when unknown. */
  key: string;
}

export interface OpenOnLoad {
  index: number;
  /** Reading B: the reviews tab opened by `#comments` is scrolled to (-150 px over 300 ms). */
  scroll: boolean;
}

const REVIEWS_HASHES = new Set(['#reviews', '#tab-reviews']);

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
