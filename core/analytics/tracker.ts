import '../cart/cart-events.ts';
import { PRODUCT_LIST_APPENDED, type ProductListAppendedDetail } from './listing-events.ts';
import { isOptedOut } from './opt-out.ts';
import type { AnalyticsProvider } from './providers.ts';

export interface TrackerOptions {
  provider: AnalyticsProvider;
  /** Nothing is sent while this cookie says so (or the browser refuses tracking). */
  optOutCookie: string;
}

/** One page view per page load, however often an element is removed and inserted again. */
let pageViewSent = false;
/** The running tracker's stop; a new element may start before the one it replaces has stopped. */
let current: (() => void) | undefined;

/** The path of one of this site's pages; null for anything else (the event's URL comes from the page). */
function pathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

/**
 * Reports this page's view, then each appended listing page and each add to cart, until stopped. One tracker
 * runs at a time, the latest started, so no hit is counted twice. Every hit checks the opt-out first.
 */
export function startTracker({ provider, optOutCookie }: TrackerOptions): () => void {
  current?.();
  const allowed = (): boolean => !isOptedOut(optOutCookie);

  if (!pageViewSent && allowed()) {
    pageViewSent = true;
    provider.pageView(location.pathname + location.search);
  }
  // Listened to on the document (whose event map does not list the library's events), so the events reach it
  // from anywhere in the page.
  const onAppended = (event: Event): void => {
    const { url } = (event as CustomEvent<Partial<ProductListAppendedDetail>>).detail ?? {};
    const path = pathOf(url);
    if (path !== null && allowed()) provider.pageView(path);
  };
  const onAdded = (event: Event): void => {
    const { analyticsId } = (event as CustomEvent<ShopEventDetailMap['shop-cart-added']>).detail;
    if (allowed()) provider.event('Products', 'Add to Cart', analyticsId);
  };
  document.addEventListener(PRODUCT_LIST_APPENDED, onAppended);
  document.addEventListener('shop-cart-added', onAdded);
  const stop = (): void => {
    document.removeEventListener(PRODUCT_LIST_APPENDED, onAppended);
    document.removeEventListener('shop-cart-added', onAdded);
    if (current === stop) current = undefined;
  };
  current = stop;
  return stop;
}
