// The demo's auto mode (`?auto=on`): pages and the markup endpoints answer as an unmodified WooCommerce shop does,
// without the tags the library's auto mode puts in (it loads `auto.js`, which wraps the markup in the browser).
// Tags whose markup a plain shop does not print (the sticky header, analytics, edit links, instalments, the menu
// map, the empty sticky add-to-cart tag, the account menu's click dropdown) stay.

/** The tags auto mode wraps itself, stripped with their attributes (the rules read what they need from the markup). */
const WRAPPED_TAGS = [
  'shop-store-notice',
  'shop-live-search',
  'shop-wishlist-count',
  'shop-mobile-menu',
  'shop-mini-cart',
  'shop-add-to-cart',
  'shop-variation-form',
  'shop-quantity',
  'shop-cart',
  'shop-product-gallery',
  'shop-product-tabs',
  'shop-star-rating',
  'shop-product-addons',
  'shop-product-list',
  'shop-quick-view',
  'shop-wishlist-button',
  'shop-wishlist',
  'shop-password-strength',
  'shop-password-toggle',
  'shop-help-text',
  'shop-country-state',
  'shop-create-account',
  'shop-terms-dialog',
  'shop-scroll-region',
];

// Opening and closing tags, also inside JSON strings (`<\/…>`); attribute values are escaped, so `>` ends the tag.
const WRAPPED_TAG = new RegExp(`<\\\\?/?(?:${WRAPPED_TAGS.join('|')})(?=[\\s>])[^>]*>`, 'g');
// The primary menu's element only: the account menu's click dropdown is the demo theme's own.
const PRIMARY_MENU = /<shop-menu>(<nav id="site-navigation"[\s\S]*?<\\?\/nav>)<\\?\/shop-menu>/g;

export function stripWrappedTags(markup: string): string {
  return markup.replace(WRAPPED_TAG, '').replace(PRIMARY_MENU, '$1');
}
