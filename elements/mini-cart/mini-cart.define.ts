import { defineElement } from '../../core/runtime/define-element.ts';
import { MiniCart } from './mini-cart.tsx';

/**
 * Storefront's header cart (`ul#site-header-cart`) as a dropdown disclosure or an off-canvas dialog, with
 * remove links that work without a page load and cart fragments kept fresh (session cache, other tabs,
 * back/forward cache).
 *
 * @summary header cart as dropdown disclosure or off-canvas dialog, AJAX remove links, cart fragments (cache, tabs, back/forward)
 * @attr {'dropdown' | 'offcanvas'} mode - `dropdown` (a disclosure under the header link) or `offcanvas` (a modal side panel) (default `dropdown`)
 * @attr {string} toggle-label - accessible name of the toggle (default `Cart contents`)
 * @attr {string} panel-label - accessible name of the off-canvas dialog (default `Cart`)
 * @attr {string} close-label - text of the off-canvas close button (default `Close cart`)
 * @fires {CustomEvent<{ open: boolean; mode: 'dropdown' | 'offcanvas'; byAdd: boolean }>} shop-mini-cart-toggled - the cart opened or closed (`byAdd` when an add opened it)
 * @fires {CustomEvent<{ cartItemKey: string; productId: string; fragments: Record<string, string>; cartHash: string }>} shop-cart-removed - on the remove link: a removal succeeded
 * @fires {CustomEvent<{ source: 'cache' | 'refresh' | 'add' | 'remove'; cartHash: string }>} shop-cart-fragments-loaded - on `body`: cart fragments replaced the blocks they name
 * @fires {CustomEvent<{ message: string }>} shop-cart-fragments-failed - on `body`: a fragments refresh failed
 * @fires {CustomEvent<{ url: string; reason: string }>} shop-navigate - on `document`, cancelable: the library is about to send the browser to `url` (a remove link after a failure); cancel to route it yourself
 */
export const ShopMiniCartElement = defineElement('shop-mini-cart', MiniCart, {
  mode: { type: 'string', values: ['dropdown', 'offcanvas'] },
  toggleLabel: 'string',
  panelLabel: 'string',
  closeLabel: 'string',
});
