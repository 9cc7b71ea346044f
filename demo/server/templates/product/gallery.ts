// `single-product/product-image.php`: the gallery, inside `<shop-product-gallery>`.
import type { Product } from '../../catalogue/types.ts';
import { escapeHtml } from '../../html.ts';
import { IMAGE_SIZES, imageAlt, imageProps } from '../../images.ts';

function galleryImage(product: Product, colour: string, main: boolean): string {
  const p = imageProps(product, colour);
  return `<div data-thumb="${p.gallery_thumbnail_src}" data-thumb-alt="${escapeHtml(p.alt)}" data-thumb-srcset="" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${p.full_src}"><img width="${IMAGE_SIZES.single}" height="${IMAGE_SIZES.single}" src="${p.src}" class="${main ? 'wp-post-image' : ''}" alt="${escapeHtml(imageAlt(product, colour))}" data-caption="${escapeHtml(p.caption)}" data-src="${p.full_src}" data-large_image="${p.full_src}" data-large_image_width="${IMAGE_SIZES.full}" data-large_image_height="${IMAGE_SIZES.full}" decoding="async"${main ? ' fetchpriority="high"' : ' loading="lazy"'} srcset="${escapeHtml(p.srcset)}" sizes="${p.sizes}" /></a></div>`;
}

/**
 * The gallery set-ups the element supports: this shop's build (no slider, no zoom, lightbox), a slider with the
 * zoom button, and the quick view's slider with page dots alone (the dialog is the lightbox already).
 */
export type GalleryBuild = 'shop' | 'slider' | 'quick-view';

const BUILD_ATTRIBUTES: Record<GalleryBuild, string> = {
  shop: 'slider="false" zoom="false" lightbox',
  slider: 'slider zoom lightbox',
  'quick-view': 'slider navigation="dots" zoom="false" lightbox="false"',
};

export function productGallery(product: Product, build: GalleryBuild = 'shop'): string {
  const colours = product.galleryColours.length ? product.galleryColours : ['grey'];
  return `<shop-product-gallery ${BUILD_ATTRIBUTES[build]}><div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4">
	<div class="woocommerce-product-gallery__wrapper">
		${colours.map((c, i) => galleryImage(product, c, i === 0)).join('')}
	</div>
</div></shop-product-gallery>`;
}
