import { defineElement } from '../../core/runtime/define-element.ts';
import { WishlistButton } from './wishlist-button.tsx';

/**
 * Wraps YITH WooCommerce Wishlist's add-to-wishlist block (`.yith-wcwl-add-to-wishlist`) on a product card or
 * product page with a toggle button named after the product. Adds through `add_to_wishlist` (queued, with the
 * block's fragments); once the product is in a wishlist, a press opens the wishlist page, or removes it when the
 * block shows YITH's remove link. On a variable product it follows the chosen variation.
 *
 * @summary wishlist toggle on cards and product pages (`aria-pressed`, named after the product), YITH's fragments and legacy events, follows the chosen variation
 * @attr {string} product-id - the product (or chosen variation) to add; the variation form switches it and puts it back on reset (default the block's `data-fragment-ref`)
 * @attr {string} product-name - the product's name, used in the button's name and the announcements
 * @attr {string} label - the button's accessible name; `{product}` is replaced by the name (default `Add “{product}” to wishlist`)
 * @attr {string} added-message - announced after an add (default `“{product}” was added to your wishlist.`)
 * @attr {string} removed-message - announced after a removal (default `“{product}” was removed from your wishlist.`)
 * @attr {string} add-action - the admin-ajax action of an add (default `yith_wcwl_l10n.actions.add_to_wishlist_action`)
 * @attr {string} remove-action - the admin-ajax action of a removal (default `yith_wcwl_l10n.actions.remove_from_wishlist_action`)
 * @attr {Array<{ id: number | string; name: string }>} wishlists - multi-wishlist: the shopper's wishlists, offered in the popup's select (default none: only a new wishlist)
 * @attr {string} popup-title - multi-wishlist: the popup's heading (default `Select a wishlist`)
 * @attr {number} feedback-timeout - milliseconds the popup's feedback stays before the popup closes, from 0 to 60000 (default `yith_wcwl_l10n.time_to_close_prettyphoto`, 3000)
 * @fires {CustomEvent<{ productId: string; data: Record<string, unknown> }>} shop-wishlist-add - cancelable: a product is about to be added; `data` is the request body and may be changed
 * @fires {CustomEvent<{ productId: string; result: 'true' | 'exists'; message: string; wishlistUrl: string; userWishlists: Array<{ id: string; name: string; isDefault: boolean; addToThisWishlistUrl: string }> }>} shop-wishlist-added - the product is in a wishlist now (`exists`: it already was)
 * @fires {CustomEvent<{ productId: string }>} shop-wishlist-removed - the product was removed from the wishlist
 * @fires {CustomEvent<{ call: string; message: string; sent: boolean }>} shop-wishlist-failed - a wishlist call failed, was refused or answered an error; `message` is what the shopper read; `sent` is false when nothing left the page (cookies off)
 * @fires {CustomEvent<{ call: string }>} shop-wishlist-changed - (on `document`) a wishlist changed; counts re-fetch
 * @fires {CustomEvent<{ keys: string[]; firstLoad: boolean }>} shop-wishlist-fragments-loaded - (on `document`) fresh blocks replaced the printed ones
 * @cssprop --shop-wishlist-button-size - width and height of the toggle (default 44px)
 * @cssprop --shop-wishlist-button-color - colour of the heart (default currentColor)
 */
export const ShopWishlistButtonElement = defineElement('shop-wishlist-button', WishlistButton, {
  productId: 'string',
  productName: 'string',
  label: 'string',
  addedMessage: 'string',
  removedMessage: 'string',
  addAction: 'string',
  removeAction: 'string',
  wishlists: { type: 'json', shape: 'list' },
  popupTitle: 'string',
  feedbackTimeout: { type: 'number', min: 0, max: 60000 },
});
