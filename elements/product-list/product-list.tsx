import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { warnOnce } from '../../core/runtime/attribute-parsing.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { PRODUCT_LIST_APPENDED, type ProductListAppendedDetail } from '../../core/analytics/listing-events.ts';
import { firstPageUrl, nextPageOf, pageNumberOf, previousPageOf } from './next-page.ts';
import { NEW_ITEM, usePageFeed, type AddedPage, type LoadRequest } from './page-feed.ts';
import { useNearEnd } from './near-end.ts';
import { useListingHistory, type PageMark } from './listing-history.ts';
import { useMasonry } from './masonry.ts';
import { ProductListControls, type LoadMode } from './product-list-controls.tsx';
import { ProductListPrevious } from './product-list-previous.tsx';
import { productListTexts, type ProductListTextAttributes } from './product-list-texts.ts';

declare global {
  interface ShopEventDetailMap {
    /** A further page of products was appended to the listing. */
    'shop-product-list-appended': ProductListAppendedDetail;
  }
}

export interface ProductListProps extends HostProps, ProductListTextAttributes {
  loadMode?: LoadMode;
  layout?: 'grid' | 'masonry' | 'theme';
  columns?: number;
  narrowColumns?: number;
  noHistory?: boolean;
}

const FIRST_FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

let statusIds = 0;
const NO_MARKS: PageMark[] = [];

/** The first new product takes the focus (its link), so the shopper reads on from where the new ones begin. */
function focusFirst(items: HTMLElement[], options?: FocusOptions): void {
  const item = items[0];
  if (!item) return;
  const target = item.querySelector<HTMLElement>(FIRST_FOCUSABLE) ?? item;
  if (target === item) item.tabIndex = -1;
  target.focus(options);
}

/** Sorting starts the listing again from its first page, in the chosen order. */
function submitSort(select: HTMLSelectElement): void {
  const form = select.form;
  if (!form) return;
  const url = new URL(firstPageUrl(location.href));
  form.action = url.origin + url.pathname;
  const paged = form.elements.namedItem('paged');
  if (paged instanceof HTMLInputElement) paged.value = '1';
  form.requestSubmit();
}

/**
 * WooCommerce's listing (`ul.products` with its ordering form and pagination) growing page by page: the next
 * page is fetched when the end of the list comes near (spinner) or on "view more" (button), and its products
 * are appended; see the README for the states, history and accessibility.
 */
export function ProductList({
  host,
  loadMode = 'spinner',
  layout = 'grid',
  columns,
  narrowColumns,
  noHistory = false,
  ...textAttributes
}: ProductListProps) {
  const [list] = useState(() => host.querySelector<HTMLElement>('ul.products'));
  const [next] = useState(() => nextPageOf(host, pageNumberOf(location.href)));
  // Opened on a later page (a reload, a shared link): the earlier pages can be put before the list.
  const [previous] = useState(() => previousPageOf(host, pageNumberOf(location.href)));
  const [serverFirst] = useState(() => list?.firstElementChild ?? null);
  const [statusId] = useState(() => `shop-product-list-status-${++statusIds}`);
  const texts = productListTexts(textAttributes);
  const [marks, setMarks] = useState<PageMark[]>(() =>
    serverFirst ? [{ url: location.href, title: document.title, first: serverFirst }] : [],
  );
  const [focusRetry, setFocusRetry] = useState(false);
  if (!list) warnOnce(host.localName, 'needs a WooCommerce ul.products inside it; nothing is changed.');

  const onAppended = useCallback(
    ({ page, url, title, items }: AddedPage, { byShopper }: LoadRequest) => {
      if (items[0]) setMarks((current) => [...current, { url, title, first: items[0]! }]);
      if (byShopper) focusFirst(items);
      emit(host, PRODUCT_LIST_APPENDED, { page, url, count: items.length });
    },
    [host],
  );
  // An earlier page goes in above what the shopper is looking at, which stays in place: so does the window.
  const onPrepended = useCallback(
    ({ page, url, title, items }: AddedPage, { byShopper }: LoadRequest) => {
      if (items[0]) setMarks((current) => [{ url, title, first: items[0]! }, ...current]);
      if (byShopper) focusFirst(items, { preventScroll: true });
      emit(host, PRODUCT_LIST_APPENDED, { page, url, count: items.length });
    },
    [host],
  );
  const { feed, load: loadNext } = usePageFeed(list, next, 'append', onAppended);
  const { feed: previousFeed, load: loadPrevious } = usePageFeed(list, previous, 'prepend', onPrepended);
  const load = useCallback(
    (byShopper: boolean) => {
      setFocusRetry(byShopper);
      loadNext({ byShopper });
    },
    [loadNext],
  );

  const controls = useMountPoint(list, 'afterend', 'shop-product-list__controls');
  const skip = useMountPoint(list, 'beforebegin', 'shop-product-list__skip');
  // After the skip link, so that it stays the listing's first Tab stop.
  const before = useMountPoint(previous ? list : null, 'beforebegin', 'shop-product-list__previous');
  const near = useNearEnd(controls, loadMode === 'spinner' && next !== null);
  useEffect(() => {
    if (near && feed.status === 'idle') load(false);
  }, [near, feed.status, load]);

  // A listing inside a content page leaves the address bar to that page.
  useListingHistory(noHistory ? NO_MARKS : marks, noHistory ? null : serverFirst);
  useMasonry(list, layout === 'masonry', marks.length - 1);

  // The pagination stays in the page for crawlers and for when the code is not running, hidden meanwhile.
  useLayoutEffect(() => {
    if (!list) return;
    const navs = [...host.querySelectorAll<HTMLElement>('nav.woocommerce-pagination')].filter((nav) => !nav.hidden);
    for (const nav of navs) nav.hidden = true;
    return () => navs.forEach((nav) => (nav.hidden = false));
  }, [host, list]);

  // The stylesheet maps the plain values ("4") from the first paint; this covers any number the attribute accepts.
  useLayoutEffect(() => {
    const properties = { '--shop-product-list-columns': columns, '--shop-product-list-narrow-columns': narrowColumns };
    for (const [name, value] of Object.entries(properties)) if (value !== undefined) host.style.setProperty(name, String(value));
    return () => Object.keys(properties).forEach((name) => host.style.removeProperty(name));
  }, [host, columns, narrowColumns]);

  useDomEvent(host, 'change', (event) => {
    const select = event.target as Element;
    if (select instanceof HTMLSelectElement && select.matches('form.woocommerce-ordering select.orderby')) submitSort(select);
  });
  useDomEvent(host, 'animationend', (event) => (event.target as Element).classList.remove(NEW_ITEM));

  const skipLink = useMemo(
    () => (
      <a
        className="shop-product-list__skip-link"
        href={`#${statusId}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(statusId)?.focus();
        }}
      >
        {texts.skip}
      </a>
    ),
    [statusId, texts.skip],
  );

  if (!list) return null;
  return (
    <>
      {skip && createPortal(skipLink, skip)}
      {before &&
        createPortal(<ProductListPrevious feed={previousFeed} texts={texts} onLoad={() => loadPrevious({ byShopper: true })} />, before)}
      {controls &&
        createPortal(
          <ProductListControls
            statusId={statusId}
            mode={loadMode}
            feed={feed}
            texts={texts}
            focusRetry={focusRetry}
            onLoad={() => load(true)}
          />,
          controls,
        )}
    </>
  );
}
