import { atom, type PrimitiveAtom } from 'jotai';

/** The image props WooCommerce sends with a variation (`wc_get_product_attachment_props`). */
export interface VariationImage {
  src: string;
  src_w?: number | string;
  src_h?: number | string;
  srcset?: string | false;
  sizes?: string | false;
  title?: string;
  caption?: string;
  alt?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
}

/**
 * What the variation form publishes for the other parts of a product page (gallery, add-ons totals,
 * instalment messaging, sticky bar, wishlist button): null while no complete, matching selection exists.
 */
export interface ChosenVariation {
  variationId: number;
  attributes: Record<string, string>;
  displayPrice: number | undefined;
  priceHtml: string;
  image: VariationImage | null;
  purchasable: boolean;
}

const chosenVariations = new Map<number, PrimitiveAtom<ChosenVariation | null>>();

/** One atom per product id on the page; a product page has a handful, so the map is not pruned. */
export function chosenVariationAtom(productId: number): PrimitiveAtom<ChosenVariation | null> {
  let productAtom = chosenVariations.get(productId);
  if (!productAtom) {
    productAtom = atom<ChosenVariation | null>(null);
    chosenVariations.set(productId, productAtom);
  }
  return productAtom;
}
