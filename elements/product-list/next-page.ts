import { followableUrl } from '../../core/dom/navigate.ts';

/** Another page of the listing: where to fetch it and its number. */
export interface PageLink {
  url: string;
  page: number;
}

// WordPress's pretty permalinks put the page in the path; plain permalinks and some themes use a query.
const PATH_PAGE = /\/page\/(\d+)\/?$/;
const QUERY_PAGES = ['paged', 'page'];

/** The page number a listing URL names (`…/page/3/`, `?page=3` or `?paged=3`), 1 when it names none. */
export function pageNumberOf(href: string): number {
  const url = new URL(href, location.href);
  const fromPath = PATH_PAGE.exec(url.pathname)?.[1];
  const fromQuery = QUERY_PAGES.map((name) => url.searchParams.get(name)).find((value) => value && /^\d+$/.test(value));
  const page = Number(fromPath ?? fromQuery ?? 1);
  return page >= 1 ? page : 1;
}

/**
 * The listing's next page, from the `next` link of its WooCommerce pagination: null when there is none, when
 * it leaves the site or is not http(s), or when it names no page after `current`.
 */
export function nextPageOf(root: ParentNode, current: number): PageLink | null {
  return linkedPage(root, 'a.next', (page) => page > current);
}

/** The listing's previous page, from the pagination's `prev` link, under the same rules (a page before `current`). */
export function previousPageOf(root: ParentNode, current: number): PageLink | null {
  return linkedPage(root, 'a.prev', (page) => page < current);
}

function linkedPage(root: ParentNode, link: string, wanted: (page: number) => boolean): PageLink | null {
  const links = root.querySelectorAll<HTMLAnchorElement>(`.woocommerce-pagination ${link}`);
  const href = links[links.length - 1]?.getAttribute('href');
  const url = followableUrl(href);
  if (!url) return null;
  const page = pageNumberOf(url);
  return wanted(page) ? { url, page } : null;
}

/** The listing's first page: `url` without its page number, which a new sort order must start from. */
export function firstPageUrl(href: string): string {
  const url = new URL(href, location.href);
  url.pathname = url.pathname.replace(PATH_PAGE, '/');
  for (const name of QUERY_PAGES) url.searchParams.delete(name);
  return url.href;
}
