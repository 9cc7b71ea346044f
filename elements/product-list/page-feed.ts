import { useCallback, useEffect, useRef, useState } from 'react';
import { requestText } from '../../core/http/client.ts';
import { isAbort, RequestError } from '../../core/http/request-errors.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { readListingPage } from './listing-page.ts';
import type { NextPage } from './next-page.ts';

/** idle → loading → idle again with a page appended, or last (no further page), or error (retry offered). */
export type FeedStatus = 'idle' | 'loading' | 'last' | 'error';

export interface Feed {
  status: FeedStatus;
  /** How many products the latest page added; null until one was appended. */
  added: number | null;
  /** The shopper's words for the latest failure. */
  error: string | null;
}

/** A page the feed appended: its number, URL and title, and its products, now in the list. */
export interface AppendedPage {
  page: number;
  url: string;
  title: string;
  items: HTMLElement[];
}

export interface LoadRequest {
  /** The shopper asked (view more, retry): focus moves to the first new product, or to the retry control. */
  byShopper: boolean;
}

const REQUESTED_BY_SCRIPT = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Fetches the listing's next page and appends its products to `list`, one page at a time. A request still
 * running when the element leaves the page is aborted, and an abort is never an error.
 */
export function usePageFeed(
  list: HTMLElement | null,
  first: NextPage | null,
  onAppended: (page: AppendedPage, request: LoadRequest) => void,
): { feed: Feed; loadNext: (request: LoadRequest) => void } {
  const [feed, setFeed] = useState<Feed>({ status: first ? 'idle' : 'last', added: null, error: null });
  const next = useRef(first);
  const running = useRef<AbortController | null>(null);
  const failed = useRef(false);
  const appended = useRef(onAppended);
  appended.current = onAppended;

  useEffect(() => () => running.current?.abort(), []);

  const load = useCallback(
    async (request: LoadRequest) => {
      const target = next.current;
      if (!list || !target || running.current) return;
      const controller = new AbortController();
      running.current = controller;
      setFeed((current) => ({ ...current, status: 'loading', error: null }));
      try {
        const [html, sanitizer] = await Promise.all([
          requestText(target.url, {
            method: 'GET',
            headers: REQUESTED_BY_SCRIPT,
            signal: controller.signal,
            // After a failure the browser may hold the failed answer: a retry asks the shop again.
            ...(failed.current ? { cache: 'reload' as const } : {}),
          }),
          loadSanitizer(),
        ]);
        const page = readListingPage(html, target.page, sanitizer);
        if (!page) throw new RequestError('html', `${target.url} answered without a product list`);
        list.append(...page.items);
        next.current = page.next;
        failed.current = false;
        setFeed({ status: page.next ? 'idle' : 'last', added: page.items.length, error: null });
        appended.current({ page: target.page, url: target.url, title: page.title, items: page.items }, request);
      } catch (error) {
        if (isAbort(error)) return;
        failed.current = true;
        const message = error instanceof RequestError ? error.message : new RequestError('network', String(error)).message;
        setFeed((current) => ({ ...current, status: 'error', error: message }));
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [list],
  );
  const loadNext = useCallback((request: LoadRequest) => void load(request), [load]);

  return { feed, loadNext };
}
