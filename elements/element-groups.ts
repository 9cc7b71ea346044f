import type { LoadingStrategy } from '../core/runtime/loading-strategy.ts';

export type { LoadingStrategy };

/**
 * Which group chunk holds each tag's implementation. Grouped by where a shop uses them: one chunk per
 * element cost a product page 31 requests (mostly tiny shared chunks); one chunk per group keeps it within 8,
 * and a page still never fetches a group it has no tag of. The cart page's element has a group of its own so
 * that every other page (all of which carry the mini cart) does not fetch it. The build reads this table too, to write the
 * preload manifest (`dist/manifest.json`).
 */
export const ELEMENT_GROUPS = {
  site: ['shop-quantity', 'shop-store-notice'],
  cart: ['shop-add-to-cart', 'shop-mini-cart'],
  'cart-page': ['shop-cart'],
  product: [
    'shop-variation-form',
    'shop-product-addons',
    'shop-sticky-add-to-cart',
    'shop-product-tabs',
    'shop-star-rating',
    'shop-product-gallery',
    'shop-instalments',
  ],
  search: ['shop-live-search'],
  account: ['shop-password-strength', 'shop-password-toggle', 'shop-help-text'],
} as const;

export type ElementGroup = keyof typeof ELEMENT_GROUPS;

export type ElementTag = (typeof ELEMENT_GROUPS)[ElementGroup][number];

/**
 * Each tag's default loading strategy; `loading="…"` on one element overrides it. A group loads as soon as the
 * strategy of any of its tags on the page triggers. Eager is for what shapes the first paint (the page would
 * shift or show the wrong state without it); the rest wait, so the listing, home and content pages fetch no
 * element code before their load event. Every tag needs an entry (the type check fails without one).
 */
export const LOADING_STRATEGIES = {
  // The −/+ buttons are part of the field's first paint.
  'shop-quantity': 'eager',
  // Printed hidden by the server and shown by the element: a banner that appears once the page is idle.
  'shop-store-notice': 'idle',
  // The server's link or form works meanwhile, and a click before the code arrives is replayed.
  'shop-add-to-cart': 'interaction',
  // The page's fragments (count, items) are refreshed from the session cache once the page is idle.
  'shop-mini-cart': 'idle',
  'shop-cart': 'idle',
  'shop-variation-form': 'eager',
  'shop-product-addons': 'eager',
  // Shown only after the product form is scrolled past.
  'shop-sticky-add-to-cart': 'idle',
  'shop-product-tabs': 'eager',
  // Inside the review form, usually far below the first screen.
  'shop-star-rating': 'visible',
  'shop-product-gallery': 'eager',
  'shop-instalments': 'eager',
  // The server's form works meanwhile; text typed before the code arrives is searched when it does.
  'shop-live-search': 'interaction',
  // Nothing to show before the shopper types; the server checks the password meanwhile. Its dictionaries are
  // a separate chunk, fetched on the first focus or input of the field.
  'shop-password-strength': 'interaction',
  // The button is part of the field's first paint.
  'shop-password-toggle': 'eager',
  // The help texts are hidden from the first paint, not after it.
  'shop-help-text': 'eager',
} as const satisfies Record<ElementTag, LoadingStrategy>;

/**
 * Per tag, the controls whose click is replayed when it comes before the element's code has arrived (the click
 * is held, the code loaded, then the click dispatched again on the same target). Everywhere else the first
 * interaction does what the server markup does without JavaScript. Each element's README says which applies,
 * under "Before the code arrives".
 */
export const REPLAYED_CLICKS: Partial<Record<ElementTag, string>> = {
  'shop-add-to-cart': '.ajax_add_to_cart, .single_add_to_cart_button',
  'shop-mini-cart': '.remove_from_cart_button',
};
