/**
 * Core that only a shopper's action needs: the cart's changes (an add's request data, opening the cart after it),
 * dialogs, admin-ajax requests and the ids of fetched markup. Every chunk that uses one of these modules imports
 * this one, so they share one chunk of their own instead of riding in the shared chunk (`shared-chunk.ts`) that
 * every page fetches: the home, listing, cart, account and product pages fetch 2.1–2.2 KB (gzip) less before
 * interaction. Pages whose elements use them from the start (checkout's terms dialog, the wishlist page's popups)
 * fetch this chunk as one more request.
 */
import './cart/cart-change.ts';
import './cart/cart-opener.ts';
import './cart/request-data.ts';
import './dialog/modal-dialog.tsx';
import './dom/rename-ids.ts';
import './http/admin-ajax.ts';
