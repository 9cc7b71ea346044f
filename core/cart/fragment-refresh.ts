import { listen } from '../dom/listen.ts';
import { getCookie } from '../dom/cookies.ts';
import { emit } from '../events/emit.ts';
import { onLegacy, triggerLegacy } from '../events/legacy-bridge.ts';
import { cartMutations } from '../http/serial-queue.ts';
import { applyFragments, MINI_CART_FRAGMENT, seedSummaryFromPage } from './apply-fragments.ts';
import { readFragments } from './read-fragments.ts';
import { CACHE_LIFETIME_MS, cartHashKey, readCache, sessionHash, storageSupported, storeRefreshed } from './fragment-storage.ts';
import { cartSession } from '../state/cart-session.ts';
import './cart-events.ts';

export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
const COOKIE_RECHECK_MS = 1000;

/**
 * POSTs `get_refreshed_fragments` and applies the answer. It waits its turn in the cart-mutation queue, so a
 * read can never overtake (or, server side, overwrite) an add; refreshes asked for while one waits share it.
 */
export function refreshFragments(): Promise<void> {
  const session = cartSession();
  session.queuedRefresh ??= cartMutations.enqueue(async () => {
    session.queuedRefresh = undefined;
    try {
      const { fragments, hash } = await readFragments();
      applyFragments(fragments, hash);
      storeRefreshed(fragments, hash);
      scheduleExpiry(CACHE_LIFETIME_MS);
      triggerLegacy('wc_fragments_refreshed');
      emit(document.body, 'shop-cart-fragments-loaded', { source: 'refresh', cartHash: hash });
    } catch (error) {
      triggerLegacy('wc_fragments_ajax_error');
      emit(document.body, 'shop-cart-fragments-failed', { message: error instanceof Error ? error.message : String(error) });
    }
  });
  return session.queuedRefresh;
}

function scheduleExpiry(delay: number): void {
  const session = cartSession();
  clearTimeout(session.expiryTimer);
  session.expiryTimer = setTimeout(() => void refreshFragments(), Math.max(0, delay));
}

/**
 * Another tab changed the cart: its hash in localStorage differs from this tab's. Exported, with `onPageShow`,
 * for the mini cart's prelude, which hears the event before this module has loaded; an event both hear is
 * answered once.
 */
export function onStorage(event: StorageEvent): void {
  if (!firstHearing(event)) return;
  if (event.key === cartHashKey() && event.newValue !== sessionHash()) void refreshFragments();
}

/** A back/forward-cache restore shows the cart as it was when the shopper left: emptied until the refresh answers. */
export function onPageShow(event: PageTransitionEvent): void {
  if (!event.persisted || !firstHearing(event)) return;
  for (const content of document.querySelectorAll('.widget_shopping_cart_content')) content.replaceChildren();
  triggerLegacy('wc_fragment_refresh');
  void refreshFragments();
}

const heard = new WeakSet<Event>();
const firstHearing = (event: Event): boolean => !heard.has(event) && Boolean(heard.add(event));

/**
 * cart-fragments.js's page load (docs/woocommerce-protocol.md#cart-fragments): use the session cache when it matches the cart-hash cookie. Once per
 * task: an element moved in the page, or mounted twice by StrictMode, restarts the listeners, not the load.
 */
function loadOnPage(): void {
  const session = cartSession();
  if (session.loadingThisTask) return;
  session.loadingThisTask = true;
  setTimeout(() => (session.loadingThisTask = false));
  if (!storageSupported()) {
    void refreshFragments();
    return;
  }
  const cache = readCache();
  const cookieHash = getCookie(CART_HASH_COOKIE) ?? '';
  if (cache.hash && cache.created === undefined) {
    void refreshFragments();
    return;
  }
  if (cache.created !== undefined) {
    const expiresIn = cache.created + CACHE_LIFETIME_MS - Date.now();
    if (expiresIn <= 0) {
      void refreshFragments();
      return;
    }
    scheduleExpiry(expiresIn);
  }
  if (cache.fragments?.[MINI_CART_FRAGMENT] && cache.hash === cookieHash) {
    applyFragments(cache.fragments, cache.hash);
    triggerLegacy('wc_fragments_loaded');
    emit(document.body, 'shop-cart-fragments-loaded', { source: 'cache', cartHash: cache.hash });
  } else {
    void refreshFragments();
  }
}

/**
 * Starts the page's cart fragments while at least one cart element is connected; returns its release. The
 * page-load refresh runs only when the cart-hash cookie exists, rechecked 1 s after each click (a cart can be
 * filled by a plain form post or another script). Refreshes forced by `wc_fragment_refresh`/`updated_wc_div`,
 * another tab's change, or a back/forward-cache restore always run.
 */
export function startCartFragments(): () => void {
  const session = cartSession();
  session.fragmentUsers++;
  session.stopFragments ??= startListening();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--session.fragmentUsers > 0) return;
    session.stopFragments?.();
    session.stopFragments = undefined;
  };
}

function startListening(): () => void {
  const session = cartSession();
  seedSummaryFromPage();
  const cleanups = [
    onLegacy('wc_fragment_refresh', () => void refreshFragments()),
    onLegacy('updated_wc_div', () => void refreshFragments()),
    listen(window, 'storage', onStorage),
    listen(window, 'pageshow', onPageShow),
    () => clearTimeout(session.expiryTimer),
  ];
  if (getCookie(CART_HASH_COOKIE)) {
    loadOnPage();
  } else {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const recheck = (): void => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        const cookieHash = getCookie(CART_HASH_COOKIE);
        if (!cookieHash) return;
        removeClick();
        // A cart this page changed itself is already on screen and in the cache.
        if (cookieHash !== sessionHash()) loadOnPage();
      }, COOKIE_RECHECK_MS);
      timers.add(timer);
    };
    const removeClick = listen(document, 'click', recheck, true);
    cleanups.push(removeClick, () => timers.forEach(clearTimeout));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
