import { useEffect } from 'react';

/** Where each page of the listing starts in the list, with the URL and title that page has on the server. */
export interface PageMark {
  url: string;
  title: string;
  first: Element;
}

const STATE_KEY = 'shopProductList';

interface SavedPlace {
  url: string;
  /** Pixels the window was scrolled past the first product of the page at `url`. */
  offset: number;
}

/** Where the shopper was, saved in this history entry by an earlier visit, if it was at this URL. */
function savedPlace(): SavedPlace | null {
  const saved = (history.state as Record<string, unknown> | null)?.[STATE_KEY] as SavedPlace | undefined;
  return saved && saved.url === location.href && Number.isFinite(saved.offset) ? saved : null;
}

/** The page whose products are at the top third of the viewport: the one being looked at. */
function markInView(marks: PageMark[]): PageMark {
  const line = innerHeight / 3;
  const above = marks.filter((mark) => mark.first.isConnected && mark.first.getBoundingClientRect().top <= line);
  return above[above.length - 1] ?? marks[0]!;
}

function save(mark: PageMark): void {
  const offset = Math.round(-mark.first.getBoundingClientRect().top);
  const state = { ...(history.state as object | null), [STATE_KEY]: { url: mark.url, offset } satisfies SavedPlace };
  history.replaceState(state, '', mark.url);
  if (mark.title) document.title = mark.title;
}

/**
 * Keeps the address bar on the page being looked at once further pages are appended: the entry is replaced
 * (not pushed, so Back leaves the listing instead of stepping through its pages) with that page's URL and
 * title and the scroll position within it. Reload or Back then shows that page from the server, and the
 * position is restored once the element runs (the browser's own restoration would use the longer page's).
 */
export function useListingHistory(marks: PageMark[], first: Element | null): void {
  useEffect(() => {
    const saved = savedPlace();
    if (!saved || !first) return;
    history.scrollRestoration = 'manual';
    scrollTo({ top: first.getBoundingClientRect().top + scrollY + saved.offset, behavior: 'instant' });
  }, [first]);

  useEffect(() => {
    if (marks.length < 2) return;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const follow = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(markInView(marks)));
    };
    // The URL and title follow at the end of each scroll, and at once when a page was just appended.
    follow();
    addEventListener('scrollend', follow);
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scrollend', follow);
    };
  }, [marks]);
}
