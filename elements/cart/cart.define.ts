import { defineElement } from '../../core/runtime/define-element.ts';
import { Cart } from './cart.tsx';

export const ShopCartElement = defineElement('shop-cart', Cart, {
  updateDelay: 'number',
  reloadText: 'string',
});
