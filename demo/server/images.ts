// Generated product images: an SVG garment silhouette per product and colour, at WooCommerce's image sizes.
import { getCatalogue } from './catalogue/index.ts';
import { COLOURS, colourHex, colourLabel } from './catalogue/colours.ts';
import type { Product } from './catalogue/types.ts';
import { escapeHtml } from './html.ts';

export const IMAGE_SIZES = { full: 1200, single: 600, thumbnail: 100 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function imageUrl(slug: string, colour: string, size: ImageSize): string {
  return `/images/${slug}-${colour}-${size}.svg`;
}

/** Attachment ids are derived, so variations and gallery items agree on them. */
export function attachmentId(product: Product, colour: string): number {
  return product.id * 100 + Object.keys(COLOURS).indexOf(colour) + 1;
}

export function imageAlt(product: Product, colour: string): string {
  return `${product.name} in ${colourLabel(colour)}`;
}

/** `wc_get_product_attachment_props()` for one generated image. */
export function imageProps(product: Product, colour: string) {
  const src = (size: ImageSize) => imageUrl(product.slug, colour, size);
  return {
    title: imageAlt(product, colour),
    caption: `${product.name}, ${colourLabel(colour)}`,
    url: src('full'),
    alt: imageAlt(product, colour),
    src: src('single'),
    srcset: `${src('single')} 600w, ${src('full')} 1200w, ${src('thumbnail')} 100w`,
    sizes: '(max-width: 600px) 100vw, 600px',
    full_src: src('full'),
    full_src_w: IMAGE_SIZES.full,
    full_src_h: IMAGE_SIZES.full,
    gallery_thumbnail_src: src('thumbnail'),
    gallery_thumbnail_src_w: IMAGE_SIZES.thumbnail,
    gallery_thumbnail_src_h: IMAGE_SIZES.thumbnail,
    thumb_src: src('single'),
    thumb_src_w: IMAGE_SIZES.single,
    thumb_src_h: IMAGE_SIZES.single,
    src_w: IMAGE_SIZES.single,
    src_h: IMAGE_SIZES.single,
  };
}

// Silhouettes on a 100 × 100 grid, one per category.
const SILHOUETTES: Record<string, string> = {
  't-shirts': 'M30 18 L42 14 Q50 20 58 14 L70 18 L86 32 L76 42 L70 38 L70 84 L30 84 L30 38 L24 42 L14 32 Z',
  hoodies: 'M36 18 Q50 2 64 18 L72 20 L88 40 L78 48 L72 42 L72 86 L28 86 L28 42 L22 48 L12 40 L28 20 Z',
  jeans: 'M30 12 L70 12 L74 88 L56 88 L50 40 L44 88 L26 88 Z',
  dresses: 'M40 10 L60 10 L62 30 L80 88 L20 88 L38 30 Z',
  jackets: 'M30 16 L44 12 L50 30 L56 12 L70 16 L90 60 L80 64 L72 44 L72 88 L28 88 L28 44 L20 64 L10 60 Z',
  accessories: 'M24 36 L76 36 L80 86 L20 86 Z M38 36 Q38 16 50 16 Q62 16 62 36 L56 36 Q56 22 50 22 Q44 22 44 36 Z',
};

function textColour(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) > 150 ? '#111111' : '#ffffff';
}

export function renderProductSvg(slug: string, colour: string, size: ImageSize): string {
  const product = getCatalogue().bySlug.get(slug);
  const px = IMAGE_SIZES[size];
  const fill = colourHex(colour);
  const path = SILHOUETTES[product?.category ?? ''] ?? SILHOUETTES['t-shirts'];
  const label =
    size === 'thumbnail'
      ? ''
      : `<text x="50" y="96" font-family="sans-serif" font-size="5" text-anchor="middle" fill="#333333">${escapeHtml(product?.name ?? slug)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 100 100" role="img" aria-label="${escapeHtml(product ? imageAlt(product, colour) : slug)}">
<rect width="100" height="100" fill="#f3f1ee"/>
<path d="${path}" fill="${fill}" stroke="${textColour(fill) === '#111111' ? '#999999' : 'none'}" stroke-width="0.6"/>
${label}</svg>`;
}
