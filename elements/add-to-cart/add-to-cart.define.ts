import { defineElement } from '../../core/runtime/define-element.ts';
import { AddToCart } from './add-to-cart.tsx';

export const ShopAddToCartElement = defineElement('shop-add-to-cart', AddToCart, {
  redirectAfterAdd: 'boolean',
  cartUrl: 'string',
  viewCartText: 'string',
  isCart: 'boolean',
  successMessage: 'string',
  sku: 'string',
});
