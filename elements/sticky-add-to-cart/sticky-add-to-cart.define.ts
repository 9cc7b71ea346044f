import { defineElement } from '../../core/runtime/define-element.ts';
import { StickyAddToCart } from './sticky-add-to-cart.tsx';

export const ShopStickyAddToCartElement = defineElement('shop-sticky-add-to-cart', StickyAddToCart, {
  form: 'string',
  viewingText: 'string',
  selectOptionsText: 'string',
  selectionNeededText: 'string',
  unavailableText: 'string',
  label: 'string',
});
