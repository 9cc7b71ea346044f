import type { LoadingStrategy } from '../core/runtime/loading-strategy.ts';

export type { LoadingStrategy };

/**
 * The body class (or attribute) WooCommerce leaves after a plain form add: the mini cart opens as the page loads,
 * so its code cannot wait for intent there. The same selector as `ADDED_TO_CART_MARKER` in
 * `core/cart/cart-opener.ts`, copied: a module shared by the entry and the groups would cost every page a request.
 */
export const ADDED_TO_CART_BODY = '.added-to-cart, [data-added-to-cart]';
/** WooCommerce's checkout page (its body class), where the mini cart's idle prelude has nothing to do. */
export const CHECKOUT_BODY = '.woocommerce-checkout';

/**
 * Which group chunk holds each tag's implementation. Grouped by where a shop uses them: one chunk per
 * element cost a product page 31 requests (mostly tiny shared chunks); one chunk per group keeps it within 8,
 * and a page still never fetches a group it has no tag of. The cart page's element has a group of its own so
 * that every other page (all of which carry the mini cart) does not fetch it; so does add to cart, which brings
 * the small mini cart group along rather than the other way round. The build reads this table too, to write the
 * preload manifest (`dist/manifest.json`).
 */
export const ELEMENT_GROUPS = {
  site: ['shop-quantity', 'shop-store-notice', 'shop-sticky-header', 'shop-wishlist-count'],
  // What shows only once the page has been scrolled: a page read without scrolling never fetches it.
  scrolled: ['shop-back-to-top', 'shop-sticky-add-to-cart'],
  cart: ['shop-mini-cart'],
  'add-to-cart': ['shop-add-to-cart'],
  'cart-page': ['shop-cart'],
  // A group of its own so that a simple product's page, which has no variation form, does not fetch it.
  variations: ['shop-variation-form'],
  product: ['shop-product-tabs', 'shop-product-gallery'],
  // Only shops with an instalment provider print them: a group of their own keeps them off every other product page.
  instalments: ['shop-instalments'],
  // Only products sold with add-on fields have them: a group of its own keeps them off every other product page.
  addons: ['shop-product-addons'],
  // The review form's stars load near the viewport, usually once the reviews tab opens: a group of their own
  // keeps them out of the product group, which every product page fetches before its first paint.
  reviews: ['shop-star-rating'],
  search: ['shop-live-search'],
  overlays: ['shop-lightbox', 'shop-offcanvas'],
  account: ['shop-password-strength', 'shop-password-toggle', 'shop-help-text'],
  checkout: ['shop-country-state', 'shop-terms-dialog', 'shop-create-account', 'shop-scroll-region', 'shop-contact-form'],
  analytics: ['shop-analytics'],
  'edit-links': ['shop-edit-links'],
  'quick-view': ['shop-quick-view'],
  'wishlist-page': ['shop-wishlist'],
  wishlist: ['shop-wishlist-button'],
  listing: ['shop-product-list'],
  menus: ['shop-menu', 'shop-mobile-menu', 'shop-menu-map'],
  media: ['shop-video-gallery', 'shop-background-video'],
  content: ['shop-accordion', 'shop-count-up', 'shop-lazy-background', 'shop-embed', 'shop-sticky', 'shop-carousel', 'shop-page-nav'],
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
  // The −/+ buttons are part of the field's first paint. Where the plugin printed their stand-ins, auto mode lets
  // the field wait for the shopper (`loading="interaction"`, core/auto/quantity-stand-ins.ts): a tap on a stand-in
  // before the code arrives is replayed on the button put in its place.
  'shop-quantity': 'eager',
  // Printed hidden by the server and shown by the element: a banner that appears once the page is idle. Where
  // WooCommerce printed its dismiss link, auto mode lets the element wait for the shopper (`loading="interaction"`):
  // a renderer-free prelude shows the notice at idle (`elements/index.ts`), and a click on the link before the
  // code arrives is replayed.
  'shop-store-notice': 'idle',
  // The server's link or form works meanwhile, and a click before the code arrives is replayed.
  'shop-add-to-cart': 'interaction',
  // The header cart's links and the theme's hover dropdown work meanwhile, and a remove link clicked before the
  // code arrives is replayed; the page's fragments (count, items) are corrected from the session cache once the
  // page is idle by a renderer-free prelude (`elements/index.ts`), so no page fetches a renderer for the header
  // alone. An add brings the mini cart along; after a plain form add (`body.added-to-cart`) it is eager.
  'shop-mini-cart': 'interaction',
  // WooCommerce's form works meanwhile, and a click on Update cart, a remove link or Undo before the code arrives
  // is replayed. Quantity changes made before then are posted once it arrives (a stand-in pressed loads it too).
  'shop-cart': 'interaction',
  // Option filtering and the panel change the first paint where a variation is preselected, and the options narrow
  // as the shopper chooses. Auto mode lets a form with neither wait for the shopper (core/auto/variation-form-waits.ts);
  // a press on add to cart before then is held until both have arrived.
  'shop-variation-form': 'eager',
  'shop-product-addons': 'eager',
  // Shown only after the product form is scrolled past, which takes a scroll; its chunk arrives long before the
  // form is out of view. A page restored or opened scrolled loads it at once.
  'shop-sticky-add-to-cart': 'scroll',
  // The stylesheet shows the first panel alone from the first paint (or the one the URL's hash targets); a renderer-
  // free prelude marks its tab active once the page is idle (`elements/index.ts`). The roles, the keys and the
  // review-count link arrive with the first focus, pointer or key in the tabs; a click on a tab before then is
  // replayed. A URL or a hash change that opens another tab loads it at once.
  'shop-product-tabs': 'interaction',
  // Inside the review form, usually far below the first screen.
  'shop-star-rating': 'visible',
  // The stylesheet folds it to its first image from the first paint, its controls' room below; a renderer-free
  // prelude draws the controls there once the page is idle (`elements/index.ts`). The slider, zoom and lightbox
  // arrive with the first pointer, focus, key or touch on the gallery, the mouse coming over it (hover zoom) or a
  // chosen variation (its image); a press on a control or an image before then is replayed.
  'shop-product-gallery': 'interaction',
  'shop-instalments': 'eager',
  // The server's form works meanwhile; text typed before the code arrives is searched when it does.
  'shop-live-search': 'interaction',
  // Links work as links meanwhile, and a click on one that opens a lightbox is replayed; a URL hash naming an
  // image opens it once the page is idle.
  'shop-lightbox': 'idle',
  // Hidden by its stylesheet from the first paint; its controls are outside it, so it loads once the page is idle.
  'shop-offcanvas': 'idle',
  // Nothing to show before the shopper types; the server checks the password meanwhile. Its dictionaries are
  // a separate chunk, fetched on the first focus or input of the field.
  'shop-password-strength': 'interaction',
  // The button sits inside the field's edge, so it moves nothing when it comes: a renderer-free prelude adds it once
  // the page is idle (`elements/index.ts`), the first focus, pointer or key in the form loads the code, and a press
  // on the button before then is replayed.
  'shop-password-toggle': 'interaction',
  // The help texts are hidden from the first paint, not after it.
  'shop-help-text': 'eager',
  // The server prints the state field that fits the country it chose, so nothing changes before the shopper
  // acts: the first focus, key or pointer in the form loads the code, which fits every field to the country then
  // chosen. On a checkout, where WooCommerce's own country scripts stay (its checkout script needs them), the
  // page fetches no element code before the shopper's first action.
  'shop-country-state': 'interaction',
  // Nothing to show until the link is used; a click on it before the code arrives is replayed.
  'shop-terms-dialog': 'interaction',
  // Hiding the box while "create an account" is unchecked is part of the first paint.
  'shop-create-account': 'eager',
  // The stylesheet makes the table scroll from the first paint; the code adds only its name and tab stop.
  'shop-scroll-region': 'idle',
  // The form posts normally meanwhile; the first focus or key inside it loads the code before the shopper sends.
  'shop-contact-form': 'interaction',
  // The stylesheet closes the panels the code will close from the first paint, so the page does not fold up when
  // it upgrades; the buttons can wait for idle, and a click on a heading before they arrive is replayed.
  'shop-accordion': 'idle',
  // The printed number shows meanwhile; the count starts only in view, and 300 px ahead leaves time to arrive.
  'shop-count-up': 'visible',
  // The image is wanted when a tenth of the block is in view; arriving 300 px ahead, the code is there by then.
  'shop-lazy-background': 'visible',
  // The iframe shows at its printed height meanwhile; the code asks it for its height again when it arrives.
  'shop-embed': 'visible',
  // Short blocks stick by the stylesheet alone; the code only lets a block taller than the viewport stick by its
  // bottom edge, which matters once the shopper scrolls.
  'shop-sticky': 'idle',
  // The list scrolls sideways meanwhile; glider itself is a further chunk, fetched when the list is 90% in view.
  'shop-carousel': 'visible',
  // Thumbnails and the consent box are server markup meanwhile; a chosen thumbnail scrolls to the player, which
  // the code creates, so it arrives 300 px ahead of the gallery.
  'shop-video-gallery': 'visible',
  // The poster shows meanwhile; the player itself is created only near the viewport, so its code can be too.
  'shop-background-video': 'visible',
  // Reports what already happened (the page view) and must never delay the first paint; an opt-out link
  // inside it that is clicked before the code arrives is replayed.
  'shop-analytics': 'idle',
  // Only editors get it, and its tooltips matter only once they point at a block.
  'shop-edit-links': 'idle',
  // Only the wishlist pages carry it; the reorder buttons it adds to each row are part of the table's first paint.
  // sortablejs is a further chunk, fetched for a sortable table only.
  'shop-wishlist': 'eager',
  // Shown only once the page is scrolled; when scripts run, the stylesheet hides the link at the top from the
  // first paint. A URL hash's jump is a scroll too, so the hash target's correction is not delayed.
  'shop-back-to-top': 'scroll',
  // The links work as links meanwhile, and the theme's :hover and :focus-within rules open the submenus; the
  // buttons, hover intent and Escape arrive with the first focus, pointer or key inside the menu.
  'shop-menu': 'interaction',
  // Hidden by its stylesheet from the first paint. Its toggle is outside it and names it (aria-controls): a
  // pointer or focus on the toggle loads it, and a tap before the code arrives is replayed.
  'shop-mobile-menu': 'interaction',
  // Inside a closed mega menu: the group comes with the menu, and the map itself is drawn only once its item opens
  // or it comes within 300 px of the viewport.
  'shop-menu-map': 'interaction',
  // A listing's trigger needs nothing before it is used: its link goes to the product page meanwhile, and a click
  // before the code arrives is replayed. The dialog's product-page code comes with the tags in its markup.
  'shop-quick-view': 'interaction',
  // YITH's link works meanwhile, and a click on it before the code arrives is replayed; the changes' code (the
  // transport, the popup a further chunk) is fetched only then.
  'shop-wishlist-button': 'interaction',
  // The server prints the count; the code only keeps it current (changes, other tabs, back/forward restores).
  'shop-wishlist-count': 'idle',
  // The pagination's links and the ordering form work meanwhile (the form's select loads the code on its first
  // focus); further pages are wanted only once the shopper has read (scrolled) the first, so a listing fetches no
  // renderer before the shopper moves.
  'shop-product-list': 'scroll',
  // The stylesheet makes the header sticky from the first paint, its place reserved; the code adds the stuck
  // and hide-on-scroll states and the height scroll offsets use, which can wait for idle.
  'shop-sticky-header': 'idle',
  // The anchors are plain in-page links meanwhile (landing below the header by its scroll padding); the bullets,
  // the smooth scroll and the current section can wait for idle.
  'shop-page-nav': 'idle',
} as const satisfies Record<ElementTag, LoadingStrategy>;

/**
 * Per tag, the controls whose click is replayed when it comes before the element's code has arrived (the click
 * is held, the code loaded, then the click dispatched again on the same target). Everywhere else the first
 * interaction does what the server markup does without JavaScript. Each element's README says which applies,
 * under "Before the code arrives".
 */
export const REPLAYED_CLICKS: Partial<Record<ElementTag, string>> = {
  'shop-store-notice': '.woocommerce-store-notice__dismiss-link',
  'shop-product-tabs': ':is(ul.wc-tabs, ul.tabs, [role="tablist"]) > li > a',
  'shop-product-gallery': '.shop-gallery__nav button, .woocommerce-product-gallery__image a',
  // The buttons' printed stand-ins (core/auto/quantity-stand-ins.ts), each tap counted.
  'shop-quantity': '.shop-quantity__button',
  'shop-add-to-cart': '.ajax_add_to_cart, .single_add_to_cart_button',
  'shop-mini-cart': '.remove_from_cart_button',
  'shop-cart': '.product-remove > a, .restore-item, [name="update_cart"]',
  'shop-terms-dialog': '.woocommerce-terms-and-conditions-link',
  'shop-password-toggle': '.show-password-input',
  'shop-analytics': '[data-shop-analytics-opt-out]',
  'shop-video-gallery': '.epyt-gallery-thumb, .epyt-pagebutton',
  'shop-quick-view': 'a[href], button',
  'shop-wishlist-button': '.add_to_wishlist, .delete_item',
  // Their openers are outside them and name them (`data-shop-offcanvas="#id"`, or `aria-controls="id"`).
  'shop-offcanvas': '[data-shop-offcanvas], [aria-controls]',
  'shop-mobile-menu': '[aria-controls]',
  'shop-accordion': 'shop-accordion > :is(h2, h3, h4, h5, h6)',
  'shop-lightbox':
    'a[href$=".jpg" i], a[href$=".jpeg" i], a[href^="#"]:not([href="#"]), a[href*="youtube.com/watch"], a[href*="youtu.be/"], a[href*="vimeo.com/"]',
};

/** The tags whose early clicks are each replayed, a repeat on the same control included: a stepper's taps add up. */
export const EVERY_CLICK_REPLAYED: readonly ElementTag[] = ['shop-quantity'];

/**
 * Per tag, the selects whose change submits their form while the element's code is not running (not arrived
 * yet, or its chunk failed): what WooCommerce's own script did for them, and what the `<noscript>` button
 * beside them does without JavaScript. Once the element has upgraded, it handles the change itself.
 */
export const SUBMITTING_CHANGES: Partial<Record<ElementTag, string>> = {
  'shop-product-list': 'form.woocommerce-ordering select.orderby',
};
