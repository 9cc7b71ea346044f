/**
 * Every element group imports this module, so esbuild puts the core they all use into the one chunk it shares
 * with React. Without it, code splitting gives each distinct set of users its own tiny chunk, and each costs a
 * request (a product page fetched 10 files instead of 6). A lazy chunk of ours that uses core (the lightbox)
 * imports it too, for the same reason. What only elements loaded after the first paint use is in
 * `shared-later-chunk.ts`, which every group but the product page's first-paint ones (product, variations)
 * imports, so that a product page does not fetch it before the shopper acts. DOMPurify stays out (it loads on
 * first use), and so do the add path (`cart/add-path.ts`, fetched on the first add), ky (fetched with the first
 * request), what only a shopper's action needs and the cart fragments (`action-chunk.ts`) and the mini cart's
 * remove links (`cart/remove-from-cart.ts`, in its group).
 */
import './cart/cart-events.ts';
import './cart/cart-response.ts';
import './config/params.ts';
import './config/read-params.ts';
import './dom/announcer.ts';
import './dom/block-overlay.ts';
import './dom/cookies.ts';
import './dom/decode-entities.ts';
import './dom/list-keys.ts';
import './dom/listen.ts';
import './dom/navigate.ts';
import './dom/product-id.ts';
import './dom/scroll-to.ts';
import './dom/variation-button-state.ts';
import './events/emit.ts';
import './events/legacy-bridge.ts';
import './hooks/use-dom-event.ts';
import './hooks/use-mount-point.ts';
import './http/client.ts';
import './http/endpoints.ts';
import './http/latest-request.ts';
import './http/request-errors.ts';
import './http/serial-queue.ts';
import './lightbox/use-lightbox.ts';
import './runtime/define-element.ts';
import './runtime/outermost-only.tsx';
import './state/cart-atoms.ts';
import './state/product-atoms.ts';
import './state/product-scope.ts';
import './state/settings-atoms.ts';
import './state/store.ts';
