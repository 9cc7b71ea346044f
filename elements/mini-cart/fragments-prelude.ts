import type * as Fragments from '../../core/cart/fragments-on-demand.ts';

/** WooCommerce's cookie, set while the shopper has a cart (`CART_HASH_COOKIE` in core/cart/fragment-refresh.ts). */
const CART_HASH_COOKIE = 'woocommerce_cart_hash';
/** A click may fill a cart by a plain form post or another script: the cookie is read again this long after it. */
const COOKIE_RECHECK_MS = 1000;
const LEGACY_REFRESH_EVENTS = ['wc_fragment_refresh', 'updated_wc_div'];

/** The localStorage key other tabs write the cart's hash under (`cartFragmentsParams` in core/config/params.ts). */
const cartHashKey = (): string =>
  (window as { wc_cart_fragments_params?: { cart_hash_key?: string } }).wc_cart_fragments_params?.cart_hash_key ?? 'wc_cart_hash';

const hasCart = (): boolean =>
  document.cookie.split('; ').some((part) => part.startsWith(`${CART_HASH_COOKIE}=`) && part.length > CART_HASH_COOKIE.length + 1);

/**
 * The mini cart's idle prelude, in the library's entry (`elements/index.ts`), run while the mini cart waits for
 * the shopper: what `cart-fragments.js` did on page load, without a renderer. A shopper with a cart (WooCommerce's
 * cart-hash cookie) may be looking at a cached page's count and items, so the fragments start at once. A new
 * visitor's page has nothing to correct: the fragments' code is fetched only once something may have filled a
 * cart (a click, the cookie read again 1 s later; another tab's cart; a back/forward restore; a legacy refresh
 * event), and the event is handed to it. This file imports nothing but types: the fragments ride in the action
 * chunk, which no page fetches before a cart exists or the shopper acts (no element group carries them into its
 * first paint). Returns a function that stops waiting.
 */
export function startFragmentsWhenNeeded(): () => void {
  const waiting = new AbortController();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const legacyRefresh = (): void => start((fragments) => void fragments.refreshFragments());
  const stop = (): void => {
    waiting.abort();
    timers.forEach(clearTimeout);
    window.jQuery?.(document.body).off(LEGACY_REFRESH_EVENTS.join(' '), legacyRefresh);
  };
  let started = false;
  const start = (then?: (fragments: typeof Fragments) => void): void => {
    stop();
    if (started) return;
    started = true;
    import('../../core/cart/fragments-on-demand.ts').then(
      (fragments) => {
        fragments.startCartFragments();
        then?.(fragments);
      },
      (error: unknown) => console.error('shop-elements: could not load the cart fragments', error),
    );
  };
  if (hasCart()) {
    start();
    return stop;
  }
  const { signal } = waiting;
  const recheck = (): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (hasCart()) start();
    }, COOKIE_RECHECK_MS);
    timers.add(timer);
  };
  document.addEventListener('click', recheck, { capture: true, signal });
  const otherTab = (event: StorageEvent): void => {
    if (event.key === cartHashKey()) start((fragments) => fragments.onStorage(event));
  };
  window.addEventListener('storage', otherTab, { signal });
  window.addEventListener('pageshow', (event) => event.persisted && start((fragments) => fragments.onPageShow(event)), { signal });
  for (const name of LEGACY_REFRESH_EVENTS) document.body.addEventListener(name, legacyRefresh, { signal });
  // jQuery's trigger never reaches the listeners above; a native dispatch reaches both, and starts once.
  window.jQuery?.(document.body).on(LEGACY_REFRESH_EVENTS.join(' '), legacyRefresh);
  return stop;
}
