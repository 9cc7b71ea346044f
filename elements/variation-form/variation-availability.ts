import { requestJson } from '../../core/http/client.ts';
import type { AttributeSelect } from './attribute-select.ts';
import { isIndexedVariation, type IndexedVariation } from './variation-index.ts';

interface StoreApiProduct {
  variations?: Array<{ attributes?: Array<{ name: string; value: string | null }> }>;
}

/**
 * The full variation list of a product whose form looks variations up one at a time (above the AJAX threshold),
 * so impossible options can still be removed locally. Accepts WooCommerce's variation objects, or a Store API
 * product (`/wp-json/wc/store/v1/products/<id>`), whose attributes are named by label.
 */
export async function loadVariationList(
  url: string,
  selects: readonly AttributeSelect[],
  signal: AbortSignal,
): Promise<IndexedVariation[] | null> {
  const data = await requestJson<IndexedVariation[] | StoreApiProduct>(url, { method: 'GET', signal });
  if (Array.isArray(data)) return data.filter(isIndexedVariation);
  if (!Array.isArray(data?.variations)) return null;
  const nameOf = new Map(selects.map((select) => [labelOf(select.select), select.name]));
  return data.variations.map((variation) => ({
    attributes: Object.fromEntries(
      (variation.attributes ?? []).flatMap(({ name, value }) => {
        const key = nameOf.get(name.trim().toLowerCase());
        return key ? [[key, value ?? '']] : [];
      }),
    ),
  }));
}

function labelOf(select: HTMLSelectElement): string {
  return (select.labels?.[0]?.textContent ?? select.name.replace(/^attribute_(pa_)?/, '')).trim().toLowerCase();
}
