import { onLegacy } from '../../core/events/legacy-bridge.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { fetchWishlistCount } from '../../core/wishlist/wishlist-count-request.ts';
import { countLabel } from './count-label.ts';
// The core this chunk uses is in the chunk of the mini cart's prelude (cart fragments, params, the HTTP client):
// importing that prelude too keeps it one chunk (a module shared by a different set of chunks is a chunk, and a
// request, of its own). Its work is the same as the mini cart's prelude's, which runs at idle beside this one.
import '../mini-cart/fragments-prelude.ts';

/**
 * The storage key the wishlist transport writes on every change (`CHANGED_STORAGE_KEY` in
 * `core/wishlist/wishlist-actions.ts`), copied: a module shared by this chunk and the transport's would cost a
 * request of its own (a contract test keeps the two equal).
 */
const CHANGED_STORAGE_KEY = 'shop_wishlist_changed';
const ADDED_MS = 500;
const LEGACY_CHANGES = ['added_to_wishlist', 'removed_from_wishlist', 'moved_to_another_wishlist'];
const BADGE = '.wishlist-count';

export interface CountOptions {
  badge?: string | undefined;
  icon?: string | undefined;
  countAction?: string | undefined;
}

/** Each count's watch, so that a new one (the element's, taking over from the prelude's) ends the one before. */
const watches = new WeakMap<Element, () => void>();

/**
 * What `<shop-wishlist-count>` does, without a renderer (README.md#what-it-does): the printed count gets the badge
 * rule at once; every wishlist change on this page (typed or legacy events), in another tab (storage) and a
 * back/forward-cache restore fetch it again, changes reported together costing one request and a newer request
 * aborting an older one; a change on this page marks the icon `added` for 500 ms. The element runs it from its
 * first render; the page's idle prelude runs it (this module, below) for the counts whose element waits for the
 * shopper, so no page fetches a renderer for its header count. Returns what stops it.
 */
export function watchWishlistCount(host: HTMLElement, { badge = BADGE, icon, countAction }: CountOptions = {}): () => void {
  watches.get(host)?.();
  let request: AbortController | undefined;
  let scheduled = false;
  let markTimer: ReturnType<typeof setTimeout> | undefined;
  const show = (count: number): void => {
    const node = host.querySelector(badge);
    if (node) node.textContent = countLabel(count);
    host.setAttribute('count', String(count));
  };

  const refetch = (): void => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      request?.abort();
      const current = (request = new AbortController());
      fetchWishlistCount({ action: countAction, signal: current.signal }).then(
        (count) => void (current.signal.aborted || show(count)),
        // The printed count stays; the next change asks again.
        (error: unknown) =>
          void (current.signal.aborted || isAbort(error) || console.warn('shop-wishlist-count: the count could not be fetched', error)),
      );
    });
  };

  const changedHere = (): void => {
    refetch();
    const target = (icon ? host.querySelector(icon) : null) ?? host;
    target.classList.add('added');
    clearTimeout(markTimer);
    markTimer = setTimeout(() => target.classList.remove('added'), ADDED_MS);
  };
  // A failed change may still have reached the server; the count asks what it holds.
  const failed = (event: Event): void => void ((event as CustomEvent<{ sent?: boolean }>).detail?.sent && refetch());
  const fromOtherTab = (event: StorageEvent): void => void (event.key === CHANGED_STORAGE_KEY && refetch());
  const restored = (event: PageTransitionEvent): void => void (event.persisted && refetch());

  const printed = Number.parseInt(host.querySelector(badge)?.textContent ?? '', 10);
  if (Number.isFinite(printed)) show(printed);

  const offs = LEGACY_CHANGES.map((name) => onLegacy(name, changedHere));
  // YITH 4's React buttons change the wishlist over its REST API and then ask for fresh fragments.
  offs.push(onLegacy('yith_wcwl_reload_fragments', refetch, document));
  document.addEventListener('shop-wishlist-changed', changedHere);
  document.addEventListener('shop-wishlist-failed', failed);
  window.addEventListener('storage', fromOtherTab);
  window.addEventListener('pageshow', restored);
  const stop = (): void => {
    offs.forEach((off) => off());
    document.removeEventListener('shop-wishlist-changed', changedHere);
    document.removeEventListener('shop-wishlist-failed', failed);
    window.removeEventListener('storage', fromOtherTab);
    window.removeEventListener('pageshow', restored);
    request?.abort();
    clearTimeout(markTimer);
    if (watches.get(host) === stop) watches.delete(host);
  };
  watches.set(host, stop);
  return stop;
}

/**
 * The count's idle prelude (`elements/index.ts`), run as this module is first evaluated: every count on the page
 * whose element has not upgraded is watched from the first idle moment, its attributes read as printed (a selector
 * that is not one reads as the default, as the element reads it); the element, once the shopper's first intent
 * has loaded it, takes over. When the element is what fetched this module, there is no such count.
 */
for (const host of document.querySelectorAll<HTMLElement>('shop-wishlist-count:not(:defined)')) {
  const selector = (name: string): string | undefined => {
    const value = host.getAttribute(name);
    try {
      return value ? (host.querySelector(value), value) : undefined;
    } catch {
      return undefined;
    }
  };
  watchWishlistCount(host, {
    badge: selector('badge'),
    icon: selector('icon'),
    countAction: host.getAttribute('count-action') ?? undefined,
  });
}
