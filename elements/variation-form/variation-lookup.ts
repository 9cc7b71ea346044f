// Keeps React and the core this chunk uses in the one shared chunk (see core/shared-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import { formBody } from '../../core/http/endpoints.ts';
import { requestJson } from '../../core/http/client.ts';
import { entityVariant } from './entity-variant.ts';
import type { Variation } from './variation-types.ts';

/**
 * `POST ?wc-ajax=get_variation` (docs/woocommerce-protocol.md#variation-lookup): the chosen `attribute_*` values, `product_id` as an
 * integer and `custom_data` ('' when unset). The server answers the variation, or `false` for no match; a
 * `false` for values with characters a shop may have stored as entities is retried once in that form.
 */
export interface LookupRequest {
  /** The `get_variation` endpoint (`variationLookupUrl`, read by the form: the params stay out of this chunk). */
  url: string;
  productId: number;
  customData: string;
  signal: AbortSignal;
  /** Milliseconds; the client's default when unset. */
  timeout?: number;
}

export async function lookupVariation(attributes: Record<string, string>, request: LookupRequest): Promise<Variation | null> {
  const found = await requestVariation(attributes, request);
  if (found) return found;
  const encoded = Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, entityVariant(value)]));
  const differs = Object.keys(attributes).some((name) => encoded[name] !== attributes[name]);
  return differs ? requestVariation(encoded, request) : null;
}

async function requestVariation(
  attributes: Record<string, string>,
  { url, productId, customData, signal, timeout }: LookupRequest,
): Promise<Variation | null> {
  const body = formBody({ ...attributes, product_id: productId, custom_data: customData });
  const variation = await requestJson<Variation | false>(url, { method: 'POST', body, signal, timeout });
  return variation && typeof variation === 'object' && variation.variation_id ? variation : null;
}
