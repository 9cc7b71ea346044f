import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductGallery } from './product-gallery.tsx';

/**
 * WooCommerce's product gallery: a glider slider with thumbnails, drift hover zoom and a glightbox lightbox
 * (each loaded on first use), following the chosen variation's image. `slider`, `zoom`, `lightbox` and
 * `right-to-left` override `wc_single_product_params`; `="false"` turns a feature off.
 *
 * @summary product gallery: glider slider with thumbnails, drift hover zoom, glightbox modal lightbox (each loaded on first use), variation images, legacy gallery events
 * @attr {boolean} slider - glider slider, needs 2+ images; `="false"` turns it off (default `flexslider_enabled`)
 * @attr {boolean} zoom - hover zoom and the magnifier trigger; `="false"` turns it off (default `zoom_enabled`)
 * @attr {boolean} lightbox - full-screen lightbox; `="false"` turns it off (default `photoswipe_enabled`)
 * @attr {'thumbnails' | 'dots' | 'none'} navigation - under the slider: thumbnails, page dots or nothing (default `flexslider.controlNav`: `'thumbnails'` thumbnails, `true` dots)
 * @attr {boolean} right-to-left - right-to-left arrows; `="false"` turns it off (default `flexslider.rtl`)
 * @attr {number} product-id - whose chosen variation to follow (default the enclosing product: docs/architecture.md#product-scope)
 * @attr {string} label - carousel name (default `Product images`)
 * @attr {string} zoom-error-text - zoom failure (default `The image could not be loaded`)
 * @attr {string} lightbox-label - lightbox dialog name (default `Product images`)
 * @attr {string} counter-text - lightbox counter (default `{n} / {total}`)
 * @attr {string} image-error-text - lightbox failure (default `The image #{n} could not be loaded.`)
 * @fires {CustomEvent<{ index: number }>} shop-product-gallery-slide - cancelable: the shopper asked for another slide with an arrow or a thumbnail; cancel to stay (moves that follow the chosen variation or the lightbox are not cancelable)
 * @fires {CustomEvent<{ index: number }>} shop-product-gallery-slid - the slider moved to another slide
 * @fires {CustomEvent<{ open: boolean; index: number }>} shop-product-gallery-lightbox-toggled - the lightbox opened or closed; `index` is the slide shown
 * @fires {CustomEvent<{ url: string; reason: string }>} shop-navigate - on `document`, cancelable: the lightbox could not load, so the library is about to open the image itself; cancel to route it yourself
 */
export const ShopProductGalleryElement = defineElement('shop-product-gallery', ProductGallery, {
  navigation: { type: 'string', values: ['thumbnails', 'dots', 'none'] },
  slider: 'boolean',
  zoom: 'boolean',
  lightbox: 'boolean',
  rightToLeft: { type: 'boolean', deprecatedName: 'rtl' },
  productId: { type: 'number', min: 1 },
  label: 'string',
  zoomErrorText: 'string',
  lightboxLabel: 'string',
  counterText: 'string',
  imageErrorText: 'string',
});
