import { singleProductParams } from '../../core/config/params.ts';
import { paramFlag, pick } from '../../core/config/read-params.ts';
import type { GalleryNavigation } from './gallery-controls.ts';

// In the product page's prelude file: imported by awaiting it, as `elements/product-page.prelude.ts` explains.
const { controlSettings } = await import('../product-page.prelude.ts');

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
 * Attribute first, then `wc_single_product_params`: the slider and its controls by the rule the prelude shares
 * (`controlSettings`); zoom is off on mobile user agents, as in `single-product.js`.
 */
export function gallerySettings(attributes: GalleryAttributes, imageCount: number, userAgent: string): GallerySettings {
  const params = singleProductParams();
  const options = params.flexslider;
  const speed = Number(options.animationSpeed);
  return {
    ...controlSettings(attributes, params, imageCount),
    zoom: pick(attributes.zoom, paramFlag(params.zoom_enabled)) && !isMobileUserAgent(userAgent),
    lightbox: pick(attributes.lightbox, paramFlag(params.photoswipe_enabled)),
    animationSpeed: Number.isFinite(speed) && speed >= 0 ? speed : 500,
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
