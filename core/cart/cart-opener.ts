import { emit } from '../events/emit.ts';
import { cartSession, type CartPanel } from '../state/cart-session.ts';

/**
 * What WooCommerce leaves on the page after a plain form add (its `added-to-cart` hook's body class, or the
 * attribute a theme may print instead): the cart opens as the page loads, as after an AJAX add. The entry keeps a
 * copy (`ADDED_TO_CART_BODY` in `elements/element-groups.ts`; a contract test holds them equal): a module shared
 * by the entry and the groups would cost every page a chunk of its own and a request.
 */
export const ADDED_TO_CART_MARKER = '.added-to-cart, [data-added-to-cart]';

/** The dropdown stays open 5,000 ms; the off-canvas cart waits 300 ms (for the add's own animations). */
export const DROPDOWN_ACTIVE_MS = 5000;
export const OFFCANVAS_DELAY_MS = 300;

/**
 * Close controls of the lightboxes a shop page can have open (glightbox, PhotoSwipe, Magnific Popup, the quick
 * view: an add inside it closes it, but its close control is still in the page when the cart opens).
 */
const LIGHTBOX_CLOSE = '.glightbox-open .gclose, .pswp--open .pswp__button--close, .mfp-ready .mfp-close, .shop-quick-view__close';
/** A theme's hide-on-scroll sticky header while hidden. */
const HIDDEN_STICKY_HEADER = '.hide-on-scroll.is-hidden, [data-hide-on-scroll].is-hidden';

declare global {
  interface ShopEventDetailMap {
    /** The cart is being shown after an add; sticky headers hidden on scroll should become stuck. */
    'shop-cart-revealed': { mode: CartPanel['mode'] | 'none' };
  }
}

export function registerCartPanel(panel: CartPanel): () => void {
  const { panels } = cartSession();
  panels.add(panel);
  return () => panels.delete(panel);
}

const available = (mode: CartPanel['mode']): CartPanel | undefined =>
  [...cartSession().panels].find((panel) => panel.mode === mode && panel.isAvailable());

/**
 * The cart-open behaviour after an add (elements/mini-cart/README.md#what-it-does), in order of preference: the header dropdown, marked
 * active for 5,000 ms; failing that the off-canvas cart after 300 ms, or at once after closing an open
 * lightbox. A hidden sticky header becomes stuck either way. Says whether a cart panel is opening.
 */
export function openCartAfterAdd(): boolean {
  const dropdown = available('dropdown');
  const offcanvas = dropdown ? undefined : available('offcanvas');
  revealStickyHeader(dropdown ? 'dropdown' : offcanvas ? 'offcanvas' : 'none');
  if (dropdown) {
    dropdown.open({ activeFor: DROPDOWN_ACTIVE_MS });
  } else if (offcanvas) {
    if (closeOpenLightbox()) offcanvas.open();
    else setTimeout(() => offcanvas.open(), OFFCANVAS_DELAY_MS);
  }
  return Boolean(dropdown ?? offcanvas);
}

function closeOpenLightbox(): boolean {
  const close = document.querySelector<HTMLElement>(LIGHTBOX_CLOSE);
  close?.click();
  return Boolean(close);
}

function revealStickyHeader(mode: CartPanel['mode'] | 'none'): void {
  for (const header of document.querySelectorAll(HIDDEN_STICKY_HEADER)) {
    header.classList.remove('is-hidden');
    header.classList.add('is-stuck');
  }
  emit(document, 'shop-cart-revealed', { mode });
}

/**
 * A plain form add leaves `body.added-to-cart` (WooCommerce's `added-to-cart` hook) on the next page: the
 * cart opens as after an AJAX add, once per page, as soon as a cart panel can open (each mini cart asks when
 * it registers: a hidden dropdown registering first must not use the marker up).
 */
export function openCartForAddedMarker(): void {
  const session = cartSession();
  if (session.addedMarkerHandled || !document.body.matches(ADDED_TO_CART_MARKER)) return;
  session.addedMarkerHandled = openCartAfterAdd();
}
