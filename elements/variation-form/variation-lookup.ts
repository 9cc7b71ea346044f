import { variationParams } from '../../core/config/params.ts';
import { formBody } from '../../core/http/endpoints.ts';
import { requestJson } from '../../core/http/client.ts';
import type { Variation } from './variation-types.ts';

/**
 * `POST ?wc-ajax=get_variation` (protocol reference §2.3): the chosen `attribute_*` values, `product_id` as an
 * integer and `custom_data` ('' when unset). The server answers the variation, or `false` for no match.
 */
export async function lookupVariation(
  attributes: Record<string, string>,
  productId: number,
  customData: string,
  signal: AbortSignal,
): Promise<Variation | null> {
  const url = String(variationParams().wc_ajax_url).replace('%%endpoint%%', 'get_variation');
  const body = formBody({ ...attributes, product_id: productId, custom_data: customData });
  const variation = await requestJson<Variation | false>(url, { method: 'POST', body, signal });
  return variation && typeof variation === 'object' && variation.variation_id ? variation : null;
}
