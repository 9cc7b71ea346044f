import { singleProductParams } from '../../core/config/params.ts';
import { paramFlag, pick } from '../../core/config/read-params.ts';
import type { GalleryNavigation } from './gallery-controls.ts';

// In the product page's prelude file: imported by awaiting it, as `elements/product-page.prelude.ts` explains.
const { navigationOf } = await import('../product-page.prelude.ts');

export interface GallerySettings {
  slider: boolean;
  zoom: boolean;
  lightbox: boolean;
  rtl: boolean;
  /** Slide animation, ms (flexslider `animationSpeed`, 500). */
  animationSpeed: number;
  /** What is under the slider: thumbnails (flexslider `controlNav: 'thumbnails'`), page dots (`true`) or nothing. */
  navigation: GalleryNavigation;
  zoomOptions: Record<string, unknown>;
  triggerText: string;
}

export interface GalleryAttributes {
  navigation?: GalleryNavigation;
  slider?: boolean;
  zoom?: boolean;
  lightbox?: boolean;
  rtl?: boolean;
}

/**
 * Attribute first, then `wc_single_product_params`. As in `single-product.js`, a single image never gets a
 * slider (`allowOneSlide: false`), and zoom is off on mobile user agents.
 */
export function gallerySettings(attributes: GalleryAttributes, imageCount: number, userAgent: string): GallerySettings {
  const params = singleProductParams();
  const options = params.flexslider;
  const speed = Number(options.animationSpeed);
  return {
    slider: pick(attributes.slider, paramFlag(params.flexslider_enabled)) && (imageCount > 1 || options.allowOneSlide === true),
    zoom: pick(attributes.zoom, paramFlag(params.zoom_enabled)) && !isMobileUserAgent(userAgent),
    lightbox: pick(attributes.lightbox, paramFlag(params.photoswipe_enabled)),
    rtl: pick(attributes.rtl, options.rtl === true),
    animationSpeed: Number.isFinite(speed) && speed >= 0 ? speed : 500,
    navigation: attributes.navigation ?? navigationOf(options.controlNav),
    // PHP prints an empty options array as [] rather than {}.
    zoomOptions: Array.isArray(params.zoom_options) ? {} : { ...params.zoom_options },
    triggerText: params.i18n_product_gallery_trigger_text,
  };
}

export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobi/i.test(userAgent);
}

/** Hover zoom only pays off when the large image is wider than the gallery shows it. */
export function zoomApplies(largeImageWidth: number, galleryWidth: number): boolean {
  return Number.isFinite(largeImageWidth) && largeImageWidth > galleryWidth;
}
