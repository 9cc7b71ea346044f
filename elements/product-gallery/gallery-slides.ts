import type { LightboxItem } from '../../core/lightbox/lightbox-item.ts';

/** One `.woocommerce-product-gallery__image` of WooCommerce's gallery markup. */
export interface Slide {
  wrapper: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
}

export const SLIDE_SELECTOR = '.woocommerce-product-gallery__wrapper .woocommerce-product-gallery__image';

export function readSlides(gallery: Element): Slide[] {
  return [...gallery.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)].map((wrapper) => ({
    wrapper,
    link: wrapper.querySelector('a'),
    image: wrapper.querySelector('img'),
  }));
}

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
