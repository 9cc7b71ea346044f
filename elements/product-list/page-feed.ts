import { useCallback, useEffect, useRef, useState } from 'react';
import { requestText } from '../../core/http/client.ts';
import { isAbort, RequestError } from '../../core/http/request-errors.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { addItems, type Placement } from './add-items.ts';
import { readListingPage } from './listing-page.ts';
import type { PageLink } from './next-page.ts';

/**
 * idle → loading → idle again with a page added, or last (no page further that way: after the last page, or
 * before the first), or error (retry offered).
 */
export type FeedStatus = 'idle' | 'loading' | 'last' | 'error';

export interface Feed {
  status: FeedStatus;
  /** How many products the latest page added; null until one was added. */
  added: number | null;
  /** The shopper's words for the latest failure. */
  error: string | null;
}

/** A page the feed added: its number, URL and title, and its products, now in the list. */
export interface AddedPage {
  page: number;
  url: string;
  title: string;
  items: HTMLElement[];
}

export interface LoadRequest {
  /** The shopper asked (view more, retry): focus moves to the first new product, or to the retry control. */
  byShopper: boolean;
}

/** The class new products carry while they fade in. */
export const NEW_ITEM = 'shop-product-list__new';

const REQUESTED_BY_SCRIPT = { 'X-Requested-With': 'XMLHttpRequest' };
const markNew = (item: HTMLElement): void => item.classList.add(NEW_ITEM);

/**
 * Fetches the listing's pages one at a time, from `first` on in one direction (`append`: the next pages after
 * the list; `prepend`: the earlier pages before it), and adds their products to `list`. A request still
 * running when the element leaves the page is aborted, and an abort is never an error.
 */
export function usePageFeed(
  list: HTMLElement | null,
  first: PageLink | null,
  placement: Placement,
  onAdded: (page: AddedPage, request: LoadRequest) => void,
): { feed: Feed; load: (request: LoadRequest) => void } {
  const [feed, setFeed] = useState<Feed>({ status: first ? 'idle' : 'last', added: null, error: null });
  const target = useRef(first);
  const running = useRef<AbortController | null>(null);
  const failed = useRef(false);
  const added = useRef(onAdded);
  added.current = onAdded;

  useEffect(() => () => running.current?.abort(), []);

  const fetchPage = useCallback(
    async (request: LoadRequest) => {
      const link = target.current;
      if (!list || !link || running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setFeed((current) => ({ ...current, status: 'loading', error: null }));
      try {
        const [html, sanitizer] = await Promise.all([
          requestText(link.url, {
            method: 'GET',
            headers: REQUESTED_BY_SCRIPT,
            signal: controller.signal,
            // After a failure the browser may hold the failed answer: a retry asks the shop again.
            ...(failed.current ? { cache: 'reload' as const } : {}),
          }),
          loadSanitizer(),
        ]);
        const page = readListingPage(html, link.page);
        if (!page) throw new RequestError('html', `${link.url} answered without a product list`);
        const items = await addItems(list, page.items, placement, sanitizer, controller.signal, markNew);
        if (!items) return;
        target.current = placement === 'append' ? page.next : page.previous;
        failed.current = false;
        setFeed({ status: target.current ? 'idle' : 'last', added: items.length, error: null });
        added.current({ page: link.page, url: link.url, title: page.title, items }, request);
      } catch (error) {
        if (isAbort(error)) return;
        failed.current = true;
        const message = error instanceof RequestError ? error.message : new RequestError('network', String(error)).message;
        setFeed((current) => ({ ...current, status: 'error', error: message }));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [list, placement],
  );
  const load = useCallback((request: LoadRequest) => void fetchPage(request), [fetchPage]);

  return { feed, load };
}
