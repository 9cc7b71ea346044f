import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductGallery } from './product-gallery.tsx';

export const ShopProductGalleryElement = defineElement('shop-product-gallery', ProductGallery, {
  slider: 'boolean',
  zoom: 'boolean',
  lightbox: 'boolean',
  rtl: 'boolean',
  productId: 'number',
  label: 'string',
  zoomErrorText: 'string',
  lightboxLabel: 'string',
  counterText: 'string',
  imageErrorText: 'string',
});
