import { registerLazyElements, type Wake } from '../core/runtime/lazy-registry.ts';
import {
  ADDED_TO_CART_BODY,
  CHECKOUT_BODY,
  ELEMENT_GROUPS,
  EVERY_CLICK_REPLAYED,
  LOADING_STRATEGIES,
  REPLAYED_CLICKS,
  SUBMITTING_CHANGES,
  type ElementGroup,
  type ElementTag,
} from './element-groups.ts';
import { focusAccountNotice } from '../core/dom/account-notice.ts';
import { startFragmentsWhenNeeded } from './mini-cart/fragments-prelude.ts';
// The page loader renders nothing and must act before the load event: a plain element, defined here at once.
import './page-loader/page-loader.define.ts';

/**
 * The library's entry: every tag but the page loader is registered here, and its group's implementation chunk is
 * fetched when the loading strategy of the first of the group's tags on the page triggers.
 */
const loaders: Record<ElementGroup, () => Promise<unknown>> = {
  site: () => import('./site.group.ts'),
  scrolled: () => import('./scrolled.group.ts'),
  cart: () => import('./cart.group.ts'),
  // The mini cart comes along: the cart an add fills opens once the answer arrives.
  'add-to-cart': () => Promise.all([import('./add-to-cart.group.ts'), import('./cart.group.ts')]),
  'cart-page': () => import('./cart-page.group.ts'),
  variations: () => import('./variations.group.ts'),
  product: () => import('./product.group.ts'),
  instalments: () => import('./instalments.group.ts'),
  addons: () => import('./addons.group.ts'),
  reviews: () => import('./reviews.group.ts'),
  search: () => import('./search.group.ts'),
  overlays: () => import('./overlays.group.ts'),
  account: () => import('./account.group.ts'),
  checkout: () => import('./checkout.group.ts'),
  content: () => import('./content.group.ts'),
  media: () => import('./media.group.ts'),
  menus: () => import('./menus.group.ts'),
  listing: () => import('./listing.group.ts'),
  analytics: () => import('./analytics.group.ts'),
  'edit-links': () => import('./edit-links.group.ts'),
  'quick-view': () => import('./quick-view.group.ts'),
  'wishlist-page': () => import('./wishlist-page.group.ts'),
  wishlist: () => import('./wishlist.group.ts'),
};

/**
 * Renderer-free work a tag's page needs once idle while the element waits for intent (`registerLazyElements`):
 * the store notice that waits (auto mode) is shown, by the element's rule, from a chunk of its own, and so are the
 * password fields' show/hide buttons, the product gallery's controls and the product tabs' opening tab; the cart table's prelude wakes it for another script's `wc_update_cart`; the mini cart's
 * fragments (`cart-fragments.js`'s page load) start, from here, for a shopper with a cart, and otherwise once
 * something may have filled one. The checkout has no mini cart prelude: WooCommerce prints no cart widget there
 * and never lets the page be cached, so there is nothing to correct before the shopper acts.
 */
async function productPagePrelude(wake: Wake): Promise<void> {
  const prelude = await import('./product-page.prelude.ts');
  prelude.markOpeningTabs(wake);
  prelude.drawWaitingGalleries(wake);
}

const preludes: Partial<Record<ElementTag, (wake: Wake) => Promise<unknown>>> = {
  'shop-store-notice': () => import('./store-notice/notice-prelude.ts'),
  'shop-product-gallery': productPagePrelude,
  'shop-product-tabs': productPagePrelude,
  'shop-password-toggle': async () => (await import('./password-toggle/toggle-button.ts')).drawWaitingToggles(),
  'shop-cart': async (wake) => (await import('./cart/cart-prelude.ts')).honourEarlyUpdates(wake),
  ...(document.body?.matches(CHECKOUT_BODY) ? {} : { 'shop-mini-cart': async () => startFragmentsWhenNeeded() }),
};

/** After a plain form add the mini cart opens as the page loads, so its code cannot wait for intent there. */
const strategies = document.body?.matches(ADDED_TO_CART_BODY)
  ? { ...LOADING_STRATEGIES, 'shop-mini-cart': 'eager' as const }
  : LOADING_STRATEGIES;

registerLazyElements(
  Object.fromEntries(Object.entries(ELEMENT_GROUPS).flatMap(([group, tags]) => tags.map((tag) => [tag, loaders[group as ElementGroup]]))),
  {
    strategies,
    replayedClicks: REPLAYED_CLICKS,
    everyClickReplayed: EVERY_CLICK_REPLAYED,
    submittingChanges: SUBMITTING_CHANGES,
    preludes,
  },
);

// No element of its own: an account page's first error notice takes focus, as WooCommerce's jQuery script did.
focusAccountNotice();
