import type { LightboxItem } from '../../core/lightbox/lightbox-item.ts';
import type { Slide } from './gallery-controls.ts';

/**
 * The slide's lightbox item (docs/woocommerce-protocol.md#single-product-page), read when the lightbox opens, so a
 * variation's swapped image is what it shows.
 */
export function lightboxItem({ image, link }: Slide): LightboxItem {
  return {
    type: 'image',
    src: image?.getAttribute('data-large_image') || link?.href || image?.currentSrc || image?.src || '',
    alt: image?.alt ?? '',
    title: image?.getAttribute('data-caption') || image?.title || '',
  };
}

export function largeImageWidth(slide: Slide): number {
  return Number(slide.image?.getAttribute('data-large_image_width'));
}
