import { emit } from '../events/emit.ts';
import { legacyAllows, legacyWrap, triggerLegacy } from '../events/legacy-bridge.ts';
import { requestJson } from '../http/client.ts';
import { wcAjaxUrl } from '../http/endpoints.ts';
import { RequestError } from '../http/request-errors.ts';
import { cartMutations } from '../http/serial-queue.ts';
import { navigate } from '../dom/navigate.ts';
import { syncEmptyWidgets } from './apply-fragments.ts';
import { settleCartChange } from './cart-change.ts';
import { openCartAfterAdd } from './cart-opener.ts';
import { fragmentsOf, hashOf, type CartResponse } from './cart-response.ts';
import { refreshFragments } from './fragment-refresh.ts';
import { first, requestBody, type CartRequestData } from './request-data.ts';
import './cart-events.ts';

export interface AddRequest {
  /** What the shopper pressed: the listing button or the form's submit button (the legacy `$button`). */
  button: HTMLElement;
  /** Where the native events start (the `<shop-add-to-cart>` element). */
  host: HTMLElement;
  /** The request body; `adding_to_cart` listeners may change it before it is sent. */
  data: CartRequestData;
  sku: string;
  redirectAfterAdd: boolean;
  cartUrl: string;
  /** Spoken after the add: the button's `data-success_message`, or the element's own. */
  successMessage: string;
  /** Runs between `added_to_cart` and the fragments, where add-to-cart.js updated the button. */
  onAdded?: () => void;
}

export type AddOutcome =
  | { status: 'vetoed' }
  | { status: 'added' }
  | { status: 'redirecting' }
  /** The server refused (`error` + `product_url`); its notices wait on the product page. */
  | { status: 'rejected'; productUrl: string | undefined }
  | { status: 'failed'; message: string };

const REFUSED = 'Sorry, this product could not be added to your cart.';

/**
 * add-to-cart.js's flow, event for event: the legacy veto, `adding_to_cart` with the mutable data, the
 * request in the cart-mutation queue, then redirect or `added_to_cart` and the fragments.
 */
export async function addToCart(request: AddRequest): Promise<AddOutcome> {
  const { button, host, data } = request;
  const $button = legacyWrap(button);
  const productId = first(data['product_id']) ?? '';
  if (!legacyAllows('should_send_ajax_request.adding_to_cart', [$button]) || !emit(host, 'shop-cart-add', { productId, data }, { cancelable: true })) {
    triggerLegacy('ajax_request_not_sent.adding_to_cart', [false, false, $button]);
    return { status: 'vetoed' };
  }
  triggerLegacy('adding_to_cart', [$button, data]);
  syncEmptyWidgets(true);

  let response: CartResponse;
  try {
    response = await cartMutations.enqueue(() => requestJson<CartResponse>(wcAjaxUrl('add_to_cart'), { body: requestBody(data) }));
    if (!response || typeof response !== 'object' || Array.isArray(response)) throw new RequestError('malformed', 'Not a cart object.');
  } catch (error) {
    return failed(host, productId, error instanceof Error ? error.message : REFUSED);
  }
  if (response.error) {
    emit(host, 'shop-cart-add-failed', { productId, message: REFUSED });
    return { status: 'rejected', productUrl: typeof response.product_url === 'string' ? response.product_url : undefined };
  }
  if (request.redirectAfterAdd) {
    navigate(request.cartUrl, 'cart_redirect_after_add');
    return { status: 'redirecting' };
  }

  const fragments = fragmentsOf(response);
  const hash = hashOf(response);
  triggerLegacy('added_to_cart', [fragments, hash, $button]);
  emit(host, 'shop-cart-added', {
    productId,
    sku: request.sku,
    analyticsId: request.sku || productId,
    quantity: Number(first(data['quantity'])) || 1,
    fragments: fragments ?? {},
    cartHash: hash,
  });
  request.onAdded?.();
  if (fragments) settleCartChange(fragments, hash, 'add', request.successMessage);
  else void refreshFragments();
  openCartAfterAdd();
  return { status: 'added' };
}

function failed(host: HTMLElement, productId: string, message: string): AddOutcome {
  emit(host, 'shop-cart-add-failed', { productId, message });
  // An unreadable answer may still have been an add (a body cut short): the mini cart asks the server.
  void refreshFragments();
  return { status: 'failed', message };
}
