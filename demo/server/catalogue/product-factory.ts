// Fills in the fields every product needs so the seed list only states what is special about each one.
import { sanitizeTitle } from './attributes.ts';
import type { IdAllocator } from './ids.ts';
import type { Random } from './random.ts';
import { averageRating, generateReviews } from './reviews.ts';
import type { Product } from './types.ts';

export type ProductSeed = Pick<Product, 'name' | 'category' | 'regularPrice'> & Partial<Product>;

export function createProduct(ids: IdAllocator, random: Random, seed: ProductSeed): Product {
  const id = seed.id ?? ids.product();
  const reviews = seed.reviews ?? generateReviews(ids, random, random.pick([0, 0, 1, 2, 3, 5]));
  const colour = random.pick(['navy', 'grey', 'black', 'green', 'red', 'beige', 'blue']);
  return {
    slug: sanitizeTitle(seed.name),
    type: 'simple',
    sku: `${seed.category
      .replace(/[^a-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-${id}`,
    salePrice: null,
    stock: { status: 'instock', quantity: random.next() > 0.5 ? random.int(5, 40) : null },
    soldIndividually: false,
    minQty: 1,
    shortDescription: `${seed.name} — a wardrobe staple from the demo collection.`,
    description: `The ${seed.name} is cut from soft, durable fabric and finished by hand. Machine washable at 30°C.`,
    weight: (0.1 + random.int(1, 15) / 10).toFixed(1),
    dimensions: { length: String(random.int(20, 40)), width: String(random.int(15, 30)), height: String(random.int(1, 6)) },
    galleryColours: [colour, 'grey', 'beige', 'black'].slice(0, random.int(1, 4)).filter((c, i, a) => a.indexOf(c) === i),
    attributes: [],
    variations: [],
    children: [],
    addons: [],
    totalSales: random.int(0, 500),
    age: random.int(1, 365),
    featured: false,
    ...seed,
    id,
    averageRating: averageRating(reviews),
    reviews,
  };
}
