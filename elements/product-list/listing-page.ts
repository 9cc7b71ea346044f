import { SHOP_MARKUP_POLICY, type Sanitizer } from '../../core/dom/sanitize.ts';
import type { PageLink } from './next-page.ts';
import { nextPageOf, previousPageOf } from './next-page.ts';

/** What a fetched listing page adds: its products, still in the inert document, and where the listing goes on. */
export interface ListingPage {
  /** Not cleaned yet: each goes through `cleanItem` on its way into the page. */
  items: Element[];
  next: PageLink | null;
  previous: PageLink | null;
  title: string;
}

/**
 * Takes the product items out of a listing page the shop answered with. The HTML is parsed in a separate,
 * inert document (nothing in it runs or loads); the items stay there until `cleanItem` lets each into this page.
 */
export function readListingPage(html: string, page: number): ListingPage | null {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const list = parsed.querySelector('ul.products');
  // A login or error page answered with status 200 has no product list: not a page of the listing.
  if (!list) return null;
  return {
    items: [...list.children].filter((child) => child.matches('li.product')),
    next: nextPageOf(parsed, page),
    previous: previousPageOf(parsed, page),
    title: parsed.title,
  };
}

/**
 * The item as DOMPurify leaves it, ready for this document (null if nothing of it is left), so a product title
 * carrying markup stays harmless. The library's tags inside it (add to cart, wishlist, quick view, …) are
 * kept, and upgrade once the item is in the page.
 */
export function cleanItem(item: Element, sanitizer: Sanitizer): HTMLElement | null {
  const template = document.createElement('template');
  template.innerHTML = sanitizer.html(item.outerHTML, SHOP_MARKUP_POLICY);
  const clean = template.content.firstElementChild;
  return clean instanceof HTMLElement ? document.adoptNode(clean) : null;
}
