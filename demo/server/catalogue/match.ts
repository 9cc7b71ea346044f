// `find_matching_product_variation()`: first variation whose every stored value is '' (any) or identical to the posted one.
import type { Product, Variation } from './types.ts';

export function findMatchingVariation(product: Product, posted: Record<string, string>): Variation | undefined {
  return product.variations.find((variation) =>
    Object.entries(variation.attributes).every(([key, stored]) => stored === '' || posted[key] === stored),
  );
}

/** The `attribute_*` fields of a form body. */
export function postedAttributes(fields: URLSearchParams): Record<string, string> {
  return Object.fromEntries([...fields].filter(([key]) => key.startsWith('attribute_')));
}
