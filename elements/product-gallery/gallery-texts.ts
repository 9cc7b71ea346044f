import { singleProductParams } from '../../core/config/params.ts';
import type { LightboxTexts } from '../../core/lightbox/lightbox.ts';
import type { NavTexts } from './gallery-controls.ts';

// In the product page's prelude file: imported by awaiting it, as `elements/product-page.prelude.ts` explains.
const { navTexts, numbered } = await import('../product-page.prelude.ts');
export { numbered };

/** The element's text attributes; each one overrides its `wc_single_product_params` key. */
export interface GalleryTextAttributes {
  label?: string;
  lightboxLabel?: string;
  counterText?: string;
  imageErrorText?: string;
  zoomErrorText?: string;
}

export interface GalleryTexts {
  /** The carousel's name, and its and its slides' role descriptions. */
  carousel: { label: string; roleDescription: string; slideRoleDescription: string; slideLabel: string };
  /** The slider's arrows and thumbnail buttons; `thumbnail` has `{n}` and `{total}`. */
  nav: NavTexts;
  lightbox: LightboxTexts;
  zoomError: string;
}

/**
 * Every text the gallery shows or announces: the element's attribute, else the key a theme can add to
 * `wc_single_product_params` (through WooCommerce's script-data filter, where its translations already go),
 * else the English default.
 */
export function galleryTexts(attributes: GalleryTextAttributes): GalleryTexts {
  const params = singleProductParams();
  return {
    carousel: {
      label: attributes.label ?? params.i18n_gallery_label,
      roleDescription: params.i18n_gallery_role_description,
      slideRoleDescription: params.i18n_gallery_slide_role_description,
      slideLabel: params.i18n_gallery_slide_label,
    },
    nav: navTexts(),
    lightbox: {
      label: attributes.lightboxLabel ?? params.i18n_lightbox_label,
      close: params.i18n_lightbox_close,
      previous: params.i18n_lightbox_previous,
      next: params.i18n_lightbox_next,
      fullscreen: params.i18n_lightbox_fullscreen,
      zoom: params.i18n_lightbox_zoom,
      counter: attributes.counterText ?? params.i18n_lightbox_counter,
      error: attributes.imageErrorText ?? params.i18n_lightbox_image_error,
    },
    zoomError: attributes.zoomErrorText ?? params.i18n_zoom_error,
  };
}
