import type { NextPage } from './next-page.ts';
import { nextPageOf } from './next-page.ts';

/** What a fetched listing page adds: its products, ready for this document, and where the listing goes on. */
export interface ListingPage {
  items: HTMLElement[];
  next: NextPage | null;
  title: string;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href'];
const SCRIPT_URL = /^(javascript|vbscript):/i;

/**
 * Takes the product items out of a listing page the shop answered with. The HTML is parsed in a separate,
 * inert document (nothing in it runs or loads), and each item is cleaned before it joins this page: script
 * elements, frames, plugins, inline event handlers and `javascript:` URLs are removed, so a product title carrying markup stays
 * harmless. Custom elements inside the items (add to cart, wishlist, quick view, …) upgrade once adopted.
 */
export function readListingPage(html: string, page: number): ListingPage | null {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const list = parsed.querySelector('ul.products');
  // A login or error page answered with status 200 has no product list: not a page of the listing.
  if (!list) return null;
  const items = [...list.children].filter((child) => child.matches('li.product')) as HTMLElement[];
  return {
    items: items.map((item) => document.adoptNode(harmless(item))),
    next: nextPageOf(parsed, page),
    title: parsed.title,
  };
}

/** Browsers ignore spaces and control characters around and inside a URL's scheme. */
const withoutControls = (value: string): string => [...value].filter((character) => character.charCodeAt(0) > 0x20).join('');

function harmless(item: HTMLElement): HTMLElement {
  for (const active of item.querySelectorAll('script, iframe, object, embed')) active.remove();
  for (const element of [item, ...item.querySelectorAll('*')]) {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on')) element.removeAttribute(name);
      else if (URL_ATTRIBUTES.includes(lower) && SCRIPT_URL.test(withoutControls(value))) element.removeAttribute(name);
    }
  }
  return item;
}
