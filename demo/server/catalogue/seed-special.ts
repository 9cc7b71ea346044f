// Products that each exercise one hard path of the storefront scripts (see demo/README.md for the list).
import { ALL_SIZES, colourAttribute, customAttribute, sizeAttribute, STANDARD_SIZES } from './attributes.ts';
import { ALL_KINDS_ADDONS, HOODIE_ADDONS, SCARF_ADDONS, SET_ADDONS } from './addons.ts';
import { COLOURS } from './colours.ts';
import type { IdAllocator } from './ids.ts';
import { createProduct } from './product-factory.ts';
import type { Random } from './random.ts';
import type { Product } from './types.ts';
import type { VariationDraft } from './variations.ts';
import { buildVariations } from './variations.ts';

const key = (values: Record<string, string>): string => Object.values(values).join('/');

/** Mirrors the recorded "Test Tee" and adds every per-variation state WooCommerce has. */
function classicCrewTee(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Classic Crew Tee', category: 't-shirts', regularPrice: 18, featured: true });
  p.type = 'variable';
  p.galleryColours = ['red', 'blue', 'black'];
  p.attributes = [sizeAttribute(STANDARD_SIZES), colourAttribute(['red', 'blue', 'black'])];
  const special: Record<string, VariationDraft> = {
    's/red': { regularPrice: 18, stock: { status: 'instock', quantity: 10 } },
    'm/red': { regularPrice: 20, stock: { status: 'instock', quantity: 10 } },
    'l/blue': { regularPrice: 22, salePrice: 19.99, stock: { status: 'instock', quantity: 5 } },
    'm/blue': { regularPrice: 20, stock: { status: 'outofstock', quantity: 0 } },
    'xl/black': { regularPrice: 24, stock: { status: 'onbackorder', quantity: 0 }, description: '<p>Ships in 3 weeks.</p>' },
    'l/black': { regularPrice: 22, soldIndividually: true, description: '<p>Limited run: one per order.</p>' },
    's/black': { regularPrice: 18, minQty: 2, stock: { status: 'instock', quantity: 6 } },
    'xl/blue': { regularPrice: 24, active: false },
    'xl/red': { regularPrice: 24, visible: false },
  };
  p.variations = buildVariations(ids, p, p.attributes, (values) => special[key(values)] ?? { regularPrice: 20 });
  return p;
}

function everydayHoodie(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Everyday Hoodie', category: 'hoodies', regularPrice: 55, featured: true });
  p.type = 'variable';
  p.addons = HOODIE_ADDONS;
  p.galleryColours = ['grey', 'navy', 'green'];
  p.attributes = [sizeAttribute(STANDARD_SIZES), colourAttribute(p.galleryColours)];
  p.variations = buildVariations(ids, p, p.attributes, (values) => ({
    regularPrice: values['attribute_pa_color'] === 'green' ? 65 : 55,
  }));
  return p;
}

/** 36 variations: above the AJAX threshold of 30, so the form carries `data-product_variations="false"`. */
function spectrumHoodie(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Spectrum Hoodie', category: 'hoodies', regularPrice: 60, featured: true });
  const colours = ['red', 'orange', 'yellow', 'green', 'blue', 'purple'];
  p.type = 'variable';
  p.galleryColours = colours.slice(0, 4);
  p.attributes = [sizeAttribute(ALL_SIZES.slice(0, 6)), colourAttribute(colours)];
  p.variations = buildVariations(ids, p, p.attributes, (values, i) => ({
    regularPrice: 60 + (ALL_SIZES.indexOf(values['attribute_pa_size'] ?? '') >= 4 ? 5 : 0),
    stock: i % 7 === 3 ? { status: 'outofstock', quantity: 0 } : { status: 'instock', quantity: 12 },
  }));
  return p;
}

/** sizes × colours × lengths variations, all embedded unless `?variations=ajax`. */
function benchmarkTee(ids: IdAllocator, random: Random, lengths: number): Product {
  const count = 100 * lengths;
  const p = createProduct(ids, random, {
    name: `Benchmark Tee ${count.toLocaleString('en-US')}`,
    slug: `benchmark-tee-${count}`,
    category: 't-shirts',
    regularPrice: 25,
  });
  const colours = Object.keys(COLOURS).slice(0, 10);
  p.type = 'variable';
  p.galleryColours = colours.slice(0, 2);
  p.attributes = [
    sizeAttribute(ALL_SIZES.slice(0, 10)),
    colourAttribute(colours),
    customAttribute(
      'Length',
      Array.from({ length: lengths }, (_, i) => `${60 + i} cm`),
    ),
  ];
  p.variations = buildVariations(ids, p, p.attributes, (_values, i) => ({
    regularPrice: 25 + (i % 3),
    stock: i % 11 === 5 ? { status: 'outofstock', quantity: 0 } : { status: 'instock', quantity: null },
  }));
  return p;
}

/** Custom attribute values with quotes, `&`, `+`, `%20`, non-Latin letters and entities (docs/woocommerce-protocol.md#attribute-values-with-special-characters). */
function specialCharactersTee(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Special Characters Tee', category: 't-shirts', regularPrice: 27 });
  p.type = 'variable';
  p.galleryColours = ['white', 'black'];
  p.attributes = [
    customAttribute('Print', [
      'Say "Hello"',
      'Salt & Pepper',
      'C++ Logo',
      'Space%20Cat',
      '日本',
      'Größe',
      "Rock 'n' Roll",
      '&frac12; Sleeve',
    ]),
    customAttribute('Fit', ['Regular', 'Slim / Tall']),
  ];
  p.variations = buildVariations(ids, p, p.attributes, (values) => ({
    regularPrice: values['attribute_fit'] === 'Regular' ? 27 : 29,
  }));
  return p;
}

/** Sold individually on every variation: the quantity field is hidden. */
function limitedEditionJacket(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Limited Edition Jacket', category: 'jackets', regularPrice: 240 });
  p.type = 'variable';
  p.soldIndividually = true;
  p.galleryColours = ['olive', 'black'];
  p.attributes = [sizeAttribute(['m', 'l']), colourAttribute(p.galleryColours)];
  p.variations = buildVariations(ids, p, p.attributes, () => ({
    regularPrice: 240,
    soldIndividually: true,
    stock: { status: 'instock', quantity: 3 },
  }));
  return p;
}

/**
 * Each variation stores a colour and leaves Fit as "any": the shopper's Fit travels only in the posted
 * `attribute_fit`, which WooCommerce's form handler reads and `wc-ajax=add_to_cart` ignores.
 */
function weekendChino(ids: IdAllocator, random: Random): Product {
  const p = createProduct(ids, random, { name: 'Weekend Chino', category: 'jeans', regularPrice: 49 });
  p.type = 'variable';
  p.galleryColours = ['beige', 'navy'];
  const colour = colourAttribute(p.galleryColours);
  p.attributes = [colour, customAttribute('Fit', ['Regular', 'Slim'])];
  p.variations = buildVariations(ids, p, [colour], () => ({ regularPrice: 49 })).map((variation) => ({
    ...variation,
    attributes: { ...variation.attributes, attribute_fit: '' },
  }));
  return p;
}

export function specialProducts(ids: IdAllocator, random: Random, standard: Product[]): Product[] {
  const childSlugs = ['organic-cotton-tee', 'relaxed-jeans', 'basic-socks'];
  const children = childSlugs.flatMap((slug) => standard.filter((p) => p.slug === slug).map((p) => p.id));
  return [
    classicCrewTee(ids, random),
    everydayHoodie(ids, random),
    spectrumHoodie(ids, random),
    specialCharactersTee(ids, random),
    limitedEditionJacket(ids, random),
    benchmarkTee(ids, random, 10),
    benchmarkTee(ids, random, 100),
    createProduct(ids, random, {
      name: 'Custom Print Tee',
      category: 't-shirts',
      regularPrice: 24,
      addons: ALL_KINDS_ADDONS,
      featured: true,
      galleryColours: ['white', 'yellow'],
    }),
    createProduct(ids, random, { name: 'Wool Scarf', category: 'accessories', regularPrice: 28, addons: SCARF_ADDONS }),
    createProduct(ids, random, {
      name: 'Cashmere Overcoat',
      category: 'jackets',
      regularPrice: 1250,
      featured: true,
      galleryColours: ['beige', 'brown', 'black', 'grey'],
      stock: { status: 'instock', quantity: 2 },
    }),
    createProduct(ids, random, {
      name: 'Weekend Outfit Set',
      category: 'accessories',
      type: 'grouped',
      regularPrice: 0,
      children,
      addons: SET_ADDONS,
      stock: { status: 'instock', quantity: null },
    }),
    weekendChino(ids, random),
    // A name with markup and quotes, as a careless import leaves one: live search and every page must show it
    // as text (searching "owl" or "img" in the demo shows it).
    createProduct(ids, random, {
      name: `"Night Owl" Tee <img src=x onerror="window.__pwned=1"> & 'Co'`,
      slug: 'night-owl-tee',
      category: 't-shirts',
      regularPrice: 21,
      shortDescription: 'A tee whose stored name carries an image tag and quotes.',
      description: 'Its name is stored with an image tag and quotes in it; the shop shows them as text.',
    }),
  ];
}
