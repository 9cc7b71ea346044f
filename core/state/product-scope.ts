import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { productIdOf } from '../dom/product-id.ts';
import { chosenVariationAtom, type ChosenVariation } from './product-atoms.ts';

/**
 * The per-product state of one product on the page, shared by the elements of that product (variation form,
 * gallery, add-ons, instalments, sticky bar). Two products on one page (related products, a quick view over a
 * listing, two page-builder blocks) have two scopes and never see each other's choices.
 */
export interface ProductScope {
  readonly productId: number;
  /** The variation chosen in the product's form; null while there is no complete, matching selection. */
  readonly chosenVariation: PrimitiveAtom<ChosenVariation | null>;
}

/**
 * The scope of the product `host` belongs to: `productId` when the element was given one (its `product-id`
 * attribute), else the product read from the page around it. Null when the element is outside any product:
 * it then works on its own, with no chosen variation, instead of sharing a catch-all key with other strays.
 */
export function productScope(host: Element, productId?: number): ProductScope | null {
  const id = productId !== undefined && productId > 0 ? productId : productIdOf(host);
  return id === undefined ? null : { productId: id, chosenVariation: chosenVariationAtom(id) };
}

const noChosenVariation: Atom<ChosenVariation | null> = atom(null);

/** The atom to read a scope's chosen variation from; always null for an element outside any product. */
export const chosenVariationOf = (scope: ProductScope | null): Atom<ChosenVariation | null> => scope?.chosenVariation ?? noChosenVariation;
