// The catalogue: built once, then looked up by id, slug, category and sort order.
import { CATEGORIES } from './categories.ts';
import { createIds } from './ids.ts';
import { seededRandom } from './random.ts';
import { specialProducts } from './seed-special.ts';
import { standardProducts } from './seed-standard.ts';
import { sockRange } from './seed-socks.ts';
import type { Category, Product, Variation } from './types.ts';

export interface Catalogue {
  products: Product[];
  categories: Category[];
  byId: Map<number, Product>;
  bySlug: Map<string, Product>;
  variations: Map<number, { product: Product; variation: Variation }>;
}

let catalogue: Catalogue | undefined;

export function getCatalogue(): Catalogue {
  if (catalogue) return catalogue;
  const ids = createIds();
  const random = seededRandom(20260101);
  const standard = standardProducts(ids, random);
  const products = [...specialProducts(ids, random, standard), ...standard, ...sockRange(ids)];
  catalogue = {
    products,
    categories: CATEGORIES,
    byId: new Map(products.map((p) => [p.id, p])),
    bySlug: new Map(products.map((p) => [p.slug, p])),
    variations: new Map(products.flatMap((p) => p.variations.map((v) => [v.id, { product: p, variation: v }] as const))),
  };
  return catalogue;
}

/** A product the demo's own pages are built around: its absence is a bug in the seed, not a 404. */
export function requireProduct(slug: string): Product {
  const product = getCatalogue().bySlug.get(slug);
  if (!product) throw new Error(`The catalogue has no ${slug}`);
  return product;
}

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((c) => c.slug === slug);
}
