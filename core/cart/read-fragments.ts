import { cartFragmentsParams } from '../config/params.ts';
import { requestJson } from '../http/client.ts';
import { formBody, wcAjaxUrl } from '../http/endpoints.ts';
import { RequestError } from '../http/request-errors.ts';
import { fragmentsOf, hashOf, type CartResponse } from './cart-response.ts';

/**
 * The cart as the server has it now: POST `get_refreshed_fragments` as cart-fragments.js sends it (a `time`
 * field against caches, the fragments timeout). An answer without fragments is an unreadable answer.
 */
export async function readFragments(): Promise<{ fragments: Record<string, string>; hash: string }> {
  const response = await requestJson<CartResponse>(wcAjaxUrl('get_refreshed_fragments'), {
    body: formBody({ time: Date.now() }),
    timeout: Number(cartFragmentsParams().request_timeout) || 5000,
  });
  const fragments = fragmentsOf(response);
  if (!fragments) throw new RequestError('malformed', 'The answer had no fragments.');
  return { fragments, hash: hashOf(response) };
}
