/** One `.woocommerce-product-gallery__image` of WooCommerce's gallery markup. */
export interface Slide {
  wrapper: HTMLElement;
  link: HTMLAnchorElement | null;
  image: HTMLImageElement | null;
}

/** A lightbox item, read from the slide's markup (docs/woocommerce-protocol.md#single-product-page). */
export interface LightboxItem {
  src: string;
  w: number;
  h: number;
  alt: string;
  /** The caption, else the image title. */
  title: string;
}

export const SLIDE_SELECTOR = '.woocommerce-product-gallery__wrapper .woocommerce-product-gallery__image';

export function readSlides(gallery: Element): Slide[] {
  return [...gallery.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)].map((wrapper) => ({
    wrapper,
    link: wrapper.querySelector('a'),
    image: wrapper.querySelector('img'),
  }));
}

/** Read when the lightbox opens, so a variation's swapped image is what it shows. */
export function lightboxItem({ image, link }: Slide): LightboxItem {
  return {
    src: image?.getAttribute('data-large_image') || link?.href || image?.currentSrc || image?.src || '',
    w: Number(image?.getAttribute('data-large_image_width')) || 0,
    h: Number(image?.getAttribute('data-large_image_height')) || 0,
    alt: image?.alt ?? '',
    title: image?.getAttribute('data-caption') || image?.title || '',
  };
}

export function largeImageWidth(slide: Slide): number {
  return Number(slide.image?.getAttribute('data-large_image_width'));
}
