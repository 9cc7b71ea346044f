import { buttonData } from '../../core/cart/request-data.ts';
import { addToCartParams } from '../../core/config/params.ts';
import { followableUrl, navigate } from '../../core/dom/navigate.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { fragmentOptions } from '../../core/wishlist/wishlist-fragments.ts';
import { rowContext, type RowContext } from './row-context.ts';
import { showAddedToCartMessage, showWishlistError } from './wishlist-notices.ts';
import type { WishlistSettings } from './wishlist-settings.ts';

const ROW_ADD = '.wishlist_table [data-row-id] .add_to_cart_button.ajax_add_to_cart';
const REFUSED = 'Sorry, this product could not be added to your cart.';

/** Whether the shopper owns the wishlist shown (YITH's `is_user_owner` fragment option of the form). */
const ownsWishlist = (table: HTMLElement | null): boolean => {
  const form = table?.closest('.wishlist-fragment');
  return form ? fragmentOptions(form)['is_user_owner'] !== false : true;
};

/**
 * `wc_add_to_cart_params.cart_redirect_after_add` is what legacy listeners read during the add; YITH sets it to
 * the wishlist's own `redirect_to_cart` for an add from a row, and puts it back afterwards.
 */
function withCartRedirect<T>(redirect: boolean, run: () => Promise<T>): Promise<T> {
  const params = (window as unknown as { wc_add_to_cart_params?: { cart_redirect_after_add?: string } }).wc_add_to_cart_params;
  if (!params) return run();
  const before = params.cart_redirect_after_add;
  params.cart_redirect_after_add = redirect ? 'yes' : 'no';
  return run().finally(() => {
    params.cart_redirect_after_add = before;
  });
}

/**
 * Add to cart from a wishlist row, as YITH's script did around WooCommerce's add: the request also carries the
 * row id to remove after the add and the wishlist's id; it waits its turn in the cart's queue like every other
 * add (so the cart and the wishlist change in the order the shopper acted); the cart redirect follows the
 * wishlist's setting; afterwards the row goes when the server removes it (the setting is on and the shopper owns
 * the list), and the "added to cart" message is shown.
 */
export function useRowAddToCart(host: HTMLElement, settings: WishlistSettings): void {
  useDomEvent(host, 'click', (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>(ROW_ADD);
    const context = button && !event.defaultPrevented ? rowContext(button) : null;
    const data = button ? buttonData(button) : {};
    if (!button || !context || !data['product_id'] || button.classList.contains('loading')) return;
    event.preventDefault();
    void add(host, button, context, data, settings);
  });
}

async function add(
  host: HTMLElement,
  button: HTMLElement,
  context: RowContext,
  data: ReturnType<typeof buttonData>,
  settings: WishlistSettings,
) {
  const { row, rowId, table, wishlistId } = context;
  data['remove_from_wishlist_after_add_to_cart'] = rowId;
  data['wishlist_id'] = wishlistId;
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  try {
    const outcome = await withCartRedirect(settings.redirectToCart, async () => {
      const { addToCart, sendAjaxAdd } = await import('../../core/cart/add-path.ts');
      return addToCart({
        button,
        host,
        productId: String(data['product_id']),
        data,
        send: sendAjaxAdd,
        sku: String(data['product_sku'] ?? ''),
        redirectAfterAdd: settings.redirectToCart,
        cartUrl: String(addToCartParams().cart_url),
        successMessage: '',
      });
    }).catch(() => null);
    // Without the add code (its fetch failed), the link does what it does without the library.
    if (!outcome) return navigate(button.getAttribute('href') ?? '', 'add_to_cart_unavailable');
    if (outcome.status === 'added') {
      button.classList.add('added');
      if (settings.removeAfterAddToCart && ownsWishlist(table)) {
        row.remove();
        // The server took the item out of the wishlist with the add: counts re-fetch.
        emit(document, 'shop-wishlist-changed', { call: 'remove_from_wishlist' });
      }
      await showAddedToCartMessage(host, settings.addedToCartMessage, settings.feedbackTimeout);
    } else if (outcome.status === 'rejected') {
      const productUrl = followableUrl(outcome.productUrl);
      if (productUrl) navigate(productUrl, 'add_to_cart_error');
      else showWishlistError(host, REFUSED, settings.feedbackTimeout);
    } else if (outcome.status === 'failed' || outcome.status === 'refused') {
      showWishlistError(host, outcome.message || REFUSED, settings.feedbackTimeout);
    }
  } finally {
    button.classList.remove('loading');
    button.removeAttribute('aria-busy');
  }
}
