import { SHOP_MARKUP_POLICY, type Sanitizer } from '../../core/dom/sanitize.ts';
import type { NextPage } from './next-page.ts';
import { nextPageOf } from './next-page.ts';

/** What a fetched listing page adds: its products, ready for this document, and where the listing goes on. */
export interface ListingPage {
  items: HTMLElement[];
  next: NextPage | null;
  title: string;
}

/**
 * Takes the product items out of a listing page the shop answered with. The HTML is parsed in a separate,
 * inert document (nothing in it runs or loads), and each item goes through DOMPurify before it joins this page,
 * so a product title carrying markup stays harmless. The library's tags inside the items (add to cart,
 * wishlist, quick view, …) are kept, and upgrade once the items are in the page.
 */
export function readListingPage(html: string, page: number, sanitizer: Sanitizer): ListingPage | null {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const list = parsed.querySelector('ul.products');
  // A login or error page answered with status 200 has no product list: not a page of the listing.
  if (!list) return null;
  const items = [...list.children].filter((child) => child.matches('li.product')) as HTMLElement[];
  return {
    items: items.flatMap((item) => cleaned(item, sanitizer)),
    next: nextPageOf(parsed, page),
    title: parsed.title,
  };
}

/** The item as DOMPurify leaves it (nothing at all if nothing of it is left). */
function cleaned(item: HTMLElement, sanitizer: Sanitizer): HTMLElement[] {
  const template = document.createElement('template');
  template.innerHTML = sanitizer.html(item.outerHTML, SHOP_MARKUP_POLICY);
  const clean = template.content.firstElementChild;
  return clean instanceof HTMLElement ? [document.adoptNode(clean)] : [];
}
