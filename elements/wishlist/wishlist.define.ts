import { defineElement } from '../../core/runtime/define-element.ts';
import { Wishlist } from './wishlist.tsx';

/**
 * Wrap YITH WooCommerce Wishlist's wishlist form (`form.yith-wcwl-form`) or its manage-wishlists table in it.
 * Settings not given as attributes come from `yith_wcwl_l10n`.
 *
 * @summary the wishlist page (YITH WooCommerce Wishlist): row actions, quantities, drag and keyboard reordering, add to cart from a row, title, privacy, share link, the move, estimate and create popups, images grid and mobile template
 * @attr {number} quantity-delay - milliseconds of pause after the last quantity change before it is saved, from 0 to 10000 (default `1000`)
 * @attr {string} reorder-instructions - how to reorder rows by keyboard, read on each row's reorder button (default `Press Space or Enter to pick the product up, …`)
 * @attr {string} copied-text - announced once the share link is copied (default `Link copied.`)
 * @attr {string} copy-failed-text - announced when the link could not be copied; it is then left selected (default `The link could not be copied; it is selected, ready to copy.`)
 * @attr {string} new-wishlist-label - label of the name field shown when a row is moved to a new wishlist (default `Name of the new wishlist`)
 * @attr {string} move-text - the button beside it (default `Move`)
 * @attr {string} close-text - the close button of the move, estimate and create popups (default `Close`)
 * @attr {number} feedback-timeout - milliseconds a popup's outcome stays before the popup closes, and a notice (a failure, "added to cart") before it goes, from 0 to 60000 (default `yith_wcwl_l10n.time_to_close_prettyphoto`, 3000)
 * @fires {CustomEvent<{ positions: string[] }>} shop-wishlist-sorted - the rows were reordered and the server has the new order (row ids, first to last)
 * @fires {CustomEvent<{ itemId: string; destination: string }>} shop-wishlist-moved - a row moved to another wishlist (`destination` is its token, or `new`)
 * @fires {CustomEvent<{ wishlistId: string }>} shop-wishlist-estimate-sent - the estimate request was sent; the server's answer replaced the popup's form
 * @fires {CustomEvent<{ call: string }>} shop-wishlist-changed - (on `document`) a wishlist changed; counts re-fetch
 * @fires {CustomEvent<{ productId: string }>} shop-wishlist-removed - the product was removed from the wishlist
 * @fires {CustomEvent<{ call: string; message: string; sent: boolean }>} shop-wishlist-failed - a wishlist call failed, was refused or answered an error; `message` is what the shopper read; `sent` is false when nothing left the page (cookies off)
 * @fires {CustomEvent<{ productId: string; data: Record<string, FormDataEntryValue | FormDataEntryValue[]> }>} shop-cart-add - cancelable: an add is about to be sent; `data` is the request body and may be changed; cancel to send nothing
 * @fires {CustomEvent<{ productId: string; sku: string; analyticsId: string; quantity: number; fragments: Record<string, string>; cartHash: string }>} shop-cart-added - the add succeeded; `analyticsId` is the sku, else the id (what analytics "Products / Add to Cart" carries)
 * @fires {CustomEvent<{ productId: string; message: string }>} shop-cart-add-failed - the add failed or was refused; `message` is what the shopper saw
 */
export const ShopWishlistElement = defineElement('shop-wishlist', Wishlist, {
  quantityDelay: { type: 'number', min: 0, max: 10000 },
  reorderInstructions: 'string',
  copiedText: 'string',
  copyFailedText: 'string',
  newWishlistLabel: 'string',
  moveText: 'string',
  closeText: 'string',
  feedbackTimeout: { type: 'number', min: 0, max: 60000 },
});
