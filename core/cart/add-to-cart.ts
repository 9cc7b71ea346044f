import { emit } from '../events/emit.ts';
import { legacyAllows, legacyWrap, triggerLegacy } from '../events/legacy-bridge.ts';
import { cartMutations } from '../http/serial-queue.ts';
import { navigate } from '../dom/navigate.ts';
import { syncEmptyWidgets } from './apply-fragments.ts';
import { settleCartChange } from './cart-change.ts';
import { openCartAfterAdd } from './cart-opener.ts';
import { refreshFragments } from './fragment-refresh.ts';
import { first, type CartRequestData } from './request-data.ts';
import './cart-events.ts';

export interface AddRequest {
  /** What the shopper pressed: the listing button or the form's submit button (the legacy `$button`). */
  button: HTMLElement;
  /** Where the native events start (the `<shop-add-to-cart>` element). */
  host: HTMLElement;
  /** The product the events name: the listing's `product_id`, the form's variation or product. */
  productId: string;
  /** The request body; `adding_to_cart` listeners may change it before it is sent. */
  data: CartRequestData;
  /** Sends the body, in its turn in the cart-mutation queue: `sendAjaxAdd` or `postProductForm`. */
  send: (data: CartRequestData) => Promise<AddAnswer>;
  sku: string;
  redirectAfterAdd: boolean;
  cartUrl: string;
  /** Spoken after the add: the button's `data-success_message`, or the element's own. */
  successMessage: string;
  /** Runs between `added_to_cart` and the fragments, where add-to-cart.js updated the button. */
  onAdded?: () => void;
}

/** What the server made of an add; a send that cannot tell throws a RequestError. */
export type AddAnswer =
  | { status: 'added'; fragments: Record<string, string> | undefined; hash: string }
  /** `wc-ajax=add_to_cart` refused (`error` + `product_url`); its notices wait on the product page. */
  | { status: 'rejected'; productUrl: string | undefined }
  /** The form post was answered with error notices: sanitized HTML to show, and their text. */
  | { status: 'refused'; notices: string; message: string };

export type AddOutcome =
  | { status: 'vetoed' }
  | { status: 'added' }
  | { status: 'redirecting' }
  | Extract<AddAnswer, { status: 'rejected' | 'refused' }>
  | { status: 'failed'; message: string };

const REFUSED = 'Sorry, this product could not be added to your cart.';

/**
 * add-to-cart.js's flow, event for event: the legacy veto, `adding_to_cart` with the mutable data, the
 * request (the caller's `send`) in the cart-mutation queue, then redirect or `added_to_cart` and the fragments.
 */
export async function addToCart(request: AddRequest): Promise<AddOutcome> {
  const { button, host, data, productId } = request;
  const $button = legacyWrap(button);
  if (
    !legacyAllows('should_send_ajax_request.adding_to_cart', [$button]) ||
    !emit(host, 'shop-cart-add', { productId, data }, { cancelable: true })
  ) {
    triggerLegacy('ajax_request_not_sent.adding_to_cart', [false, false, $button]);
    return { status: 'vetoed' };
  }
  triggerLegacy('adding_to_cart', [$button, data]);
  syncEmptyWidgets(true);

  let answer: AddAnswer;
  try {
    answer = await cartMutations.enqueue(() => request.send(data));
  } catch (error) {
    return failed(host, productId, error instanceof Error ? error.message : REFUSED);
  }
  if (answer.status === 'rejected') {
    emit(host, 'shop-cart-add-failed', { productId, message: REFUSED });
    return answer;
  }
  if (answer.status === 'refused') {
    emit(host, 'shop-cart-add-failed', { productId, message: answer.message || REFUSED });
    // A grouped form can be partly added before a line is refused: the mini cart asks the server.
    void refreshFragments();
    return answer;
  }
  if (request.redirectAfterAdd) {
    navigate(request.cartUrl, 'cart_redirect_after_add');
    return { status: 'redirecting' };
  }

  const { fragments, hash } = answer;
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
