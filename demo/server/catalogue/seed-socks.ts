// A long accessories range (socks in every pattern and colour), so a category archive runs to several pages
// of the product list as the shop archive does. Generated after the rest with its own seed, so the ids and
// details of every other product stay as they were.
import type { IdAllocator } from './ids.ts';
import { createProduct } from './product-factory.ts';
import { seededRandom } from './random.ts';
import type { Product } from './types.ts';

const PATTERNS = ['Ribbed', 'Striped', 'Dotted', 'Argyle', 'Hiking', 'Ankle'];
const SHADES = ['Navy', 'Grey', 'Olive', 'Rust', 'Cream', 'Charcoal', 'Mustard'];

export function sockRange(ids: IdAllocator): Product[] {
  const random = seededRandom(20261124);
  return PATTERNS.flatMap((pattern, p) =>
    SHADES.map((shade) => createProduct(ids, random, { name: `${pattern} Socks, ${shade}`, category: 'accessories', regularPrice: 9 + p })),
  );
}
