/**
 * Core that only a shopper's action or a shopper's cart needs: the cart's changes (an add's request data, opening
 * the cart after it), the cart fragments (`cart-fragments.js`'s refresh, storage and application), admin-ajax
 * requests and the ids of fetched markup. None of it needs a renderer. Every chunk that uses one of these modules
 * imports this one, so they share one chunk of their own instead of riding in the shared chunk (`shared-chunk.ts`)
 * that every page fetches: a product page fetches no cart code before the shopper acts unless the shopper has a
 * cart (the mini cart's prelude then loads the fragments through `cart/fragments-on-demand.ts`). Pages whose
 * elements use them from the start (the cart page, checkout's terms dialog, the wishlist page's popups) fetch this
 * chunk as one more request. The modal dialog, which needs the renderer, is in `shared-later-chunk.ts`.
 */
import './cart/apply-fragments.ts';
import './cart/cart-change.ts';
import './cart/cart-opener.ts';
import './cart/fragment-refresh.ts';
import './cart/fragment-storage.ts';
import './cart/read-fragments.ts';
import './cart/request-data.ts';
import './dom/rename-ids.ts';
import './http/admin-ajax.ts';
import './state/cart-session.ts';
