import type { VariationImage } from '../../core/state/product-atoms.ts';
import { isIndexedVariation } from './variation-index.ts';

/** The variation object of `data-product_variations` and `get_variation` (docs/woocommerce-protocol.md#the-variation-object). */
export interface Variation {
  variation_id: number;
  /** `attribute_<name>` → value; '' means "any". */
  attributes: Record<string, string>;
  sku?: string | number;
  weight?: string | number;
  weight_html?: string | number;
  dimensions?: Record<string, string> | string;
  dimensions_html?: string | number;
  image?: VariationImage & { url?: string };
  image_id?: number | string;
  display_price?: number;
  display_regular_price?: number;
  price_html?: string;
  availability_html?: string;
  variation_description?: string;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  is_sold_individually?: 'yes' | 'no';
  min_qty?: number | string;
  max_qty?: number | string;
}

/** What the legacy script calls purchasable: it may be bought, is in stock and is visible. */
export function isPurchasable(variation: Variation): boolean {
  return Boolean(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible);
}

/** The data each form was last warned about, so a restart of the element does not repeat the warning. */
const warnedData = new WeakMap<HTMLElement, string>();

/**
 * The form's embedded variations: an array, or null when the server printed `false` (more variations than
 * the AJAX threshold) or nothing readable. Entries that are not variations (`null`, a number, an object
 * without attributes, left by a plugin or a broken cache) are skipped with a warning; the others still work.
 */
export function readEmbeddedVariations(form: HTMLElement): Variation[] | null {
  const raw = form.getAttribute('data-product_variations');
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const variations = parsed.filter(isIndexedVariation) as Variation[];
  const skipped = parsed.length - variations.length;
  if (skipped > 0 && warnedData.get(form) !== raw) {
    warnedData.set(form, raw);
    console.warn(
      `<shop-variation-form>: skipped ${skipped} of ${parsed.length} entries of data-product_variations that are not variations (an object with an "attributes" object of strings).`,
    );
  }
  return variations;
}
