// Builds a variable product's variations as the cartesian product of its variation attributes.
import type { IdAllocator } from './ids.ts';
import type { Dimensions, ProductAttribute, Stock, Variation } from './types.ts';

export interface VariationDraft {
  regularPrice: number;
  salePrice?: number | null;
  stock?: Stock;
  soldIndividually?: boolean;
  minQty?: number;
  visible?: boolean;
  active?: boolean;
  description?: string;
}

/** Returns, for one attribute combination, the fields that differ from the defaults. */
export type VariationShaper = (values: Record<string, string>, index: number) => VariationDraft;

function combinations(attributes: ProductAttribute[]): Array<Record<string, string>> {
  return attributes.reduce<Array<Record<string, string>>>(
    (acc, attribute) => acc.flatMap((partial) => attribute.options.map((o) => ({ ...partial, [`attribute_${attribute.key}`]: o.value }))),
    [{}],
  );
}

export function buildVariations(
  ids: IdAllocator,
  parent: { id: number; sku: string; weight: string; dimensions: Dimensions },
  attributes: ProductAttribute[],
  shape: VariationShaper,
): Variation[] {
  return combinations(attributes.filter((a) => a.usedForVariations)).map((values, index) => {
    const draft = shape(values, index);
    const skuSuffix = Object.values(values)
      .map((v) => v.replace(/[^A-Za-z0-9]+/g, '').toUpperCase() || 'X')
      .join('-');
    return {
      id: ids.variation(),
      parentId: parent.id,
      attributes: values,
      sku: `${parent.sku}-${skuSuffix}`,
      regularPrice: draft.regularPrice,
      salePrice: draft.salePrice ?? null,
      stock: draft.stock ?? { status: 'instock', quantity: null },
      soldIndividually: draft.soldIndividually ?? false,
      minQty: draft.minQty ?? 1,
      visible: draft.visible ?? true,
      active: draft.active ?? true,
      colour: values['attribute_pa_color'] ?? '',
      weight: parent.weight,
      dimensions: parent.dimensions,
      description: draft.description ?? '',
    };
  });
}
