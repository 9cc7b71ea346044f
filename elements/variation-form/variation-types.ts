import type { VariationImage } from '../../core/state/product-atoms.ts';

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

/**
 * The form's embedded variations: an array, or null when the server printed `false` (more variations than
 * the AJAX threshold) or nothing readable.
 */
export function readEmbeddedVariations(form: HTMLElement): Variation[] | null {
  const raw = form.getAttribute('data-product_variations');
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? (parsed as Variation[]) : null;
  } catch {
    return null;
  }
}
