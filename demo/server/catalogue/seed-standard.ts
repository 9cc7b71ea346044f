// The everyday catalogue: simple products and size × colour variable products in each category.
import { colourAttribute, sizeAttribute, STANDARD_SIZES } from './attributes.ts';
import type { IdAllocator } from './ids.ts';
import { createProduct } from './product-factory.ts';
import type { Random } from './random.ts';
import type { Product, Stock } from './types.ts';
import { buildVariations } from './variations.ts';

type Line = [name: string, price: number, kind: 's' | 'v'];

const LINES: Record<string, Line[]> = {
  't-shirts': [
    ['Organic Cotton Tee', 22, 's'],
    ['Striped Breton Tee', 29, 'v'],
    ['Pocket Tee', 19, 's'],
    ['V-Neck Tee', 21, 'v'],
    ['Graphic Mountain Tee', 26, 's'],
    ['Long Sleeve Henley', 34, 'v'],
    ['Ringer Tee', 24, 's'],
  ],
  hoodies: [
    ['Zip-Up Hoodie', 59, 'v'],
    ['Fleece Pullover', 54, 's'],
    ['Cropped Hoodie', 49, 'v'],
    ['Sherpa Hoodie', 79, 's'],
    ['Tech Hoodie', 89, 'v'],
    ['Vintage Wash Hoodie', 64, 's'],
  ],
  jeans: [
    ['Slim Fit Jeans', 69, 'v'],
    ['Straight Leg Jeans', 72, 'v'],
    ['Relaxed Jeans', 65, 's'],
    ['Black Skinny Jeans', 59, 'v'],
    ['Selvedge Denim Jeans', 149, 's'],
    ['Bootcut Jeans', 68, 's'],
    ['Carpenter Jeans', 74, 'v'],
    ['Raw Denim Jeans', 129, 's'],
  ],
  dresses: [
    ['Wrap Dress', 84, 'v'],
    ['Summer Maxi Dress', 96, 's'],
    ['Shirt Dress', 78, 'v'],
    ['Slip Dress', 88, 's'],
    ['Knit Midi Dress', 110, 'v'],
    ['Evening Gown', 1180, 's'],
    ['Linen Sundress', 72, 's'],
    ['Tiered Dress', 92, 'v'],
  ],
  jackets: [
    ['Denim Jacket', 98, 'v'],
    ['Rain Parka', 159, 's'],
    ['Bomber Jacket', 129, 'v'],
    ['Quilted Vest', 85, 's'],
    ['Leather Biker Jacket', 1090, 's'],
    ['Field Jacket', 139, 'v'],
  ],
  accessories: [
    ['Basic Socks', 8, 's'],
    ['Ribbed Beanie', 15, 's'],
    ['Canvas Tote', 12, 's'],
    ['Leather Belt', 35, 's'],
    ['Baseball Cap', 18, 'v'],
    ['Round Sunglasses', 45, 's'],
    ['Silk Scarf', 39, 's'],
  ],
};

function variationStock(random: Random): Stock {
  const roll = random.next();
  if (roll < 0.08) return { status: 'outofstock', quantity: 0 };
  if (roll < 0.5) return { status: 'instock', quantity: random.int(2, 25) };
  return { status: 'instock', quantity: null };
}

function standardProduct(ids: IdAllocator, random: Random, category: string, [name, price, kind]: Line): Product {
  const product = createProduct(ids, random, { name, category, regularPrice: price });
  if (random.next() < 0.2) product.salePrice = Math.round(price * 0.8) - 0.01;
  if (name === 'Silk Scarf') product.stock = { status: 'outofstock', quantity: 0 };
  if (name === 'Round Sunglasses') product.stock = { status: 'onbackorder', quantity: 0 };
  if (kind === 's') return product;

  const colours = product.galleryColours.length > 1 ? product.galleryColours : [product.galleryColours[0] ?? 'black', 'navy'];
  product.type = 'variable';
  product.galleryColours = colours;
  product.attributes = [sizeAttribute(STANDARD_SIZES), colourAttribute(colours)];
  product.variations = buildVariations(ids, product, product.attributes, (values) => ({
    // Bigger sizes cost a little more, so most variable products show a price range.
    regularPrice: price + (values['attribute_pa_size'] === 'xl' ? 4 : 0),
    salePrice: product.salePrice === null ? null : Math.round(price * 0.8) - 0.01,
    stock: variationStock(random),
  }));
  product.salePrice = null;
  return product;
}

export function standardProducts(ids: IdAllocator, random: Random): Product[] {
  return Object.entries(LINES).flatMap(([category, lines]) => lines.map((line) => standardProduct(ids, random, category, line)));
}
