import { requestJson } from '../http/client.ts';
import { wcAjaxUrl } from '../http/endpoints.ts';
import { RequestError } from '../http/request-errors.ts';
import type { AddAnswer } from './add-to-cart.ts';
import { fragmentsOf, hashOf, type CartResponse } from './cart-response.ts';
import { requestBody, type CartRequestData } from './request-data.ts';

/**
 * A listing button's add, as add-to-cart.js sends it: POST `wc-ajax=add_to_cart`. A refusal names the product
 * page, where WooCommerce keeps the notices that explain it.
 */
export async function sendAjaxAdd(data: CartRequestData): Promise<AddAnswer> {
  const response = await requestJson<CartResponse>(wcAjaxUrl('add_to_cart'), { body: requestBody(data) });
  if (!response || typeof response !== 'object' || Array.isArray(response)) throw new RequestError('malformed', 'Not a cart object.');
  if (response.error)
    return { status: 'rejected', productUrl: typeof response.product_url === 'string' ? response.product_url : undefined };
  return { status: 'added', fragments: fragmentsOf(response), hash: hashOf(response) };
}
