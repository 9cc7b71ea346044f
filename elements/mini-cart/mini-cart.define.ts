import { defineElement } from '../../core/runtime/define-element.ts';
import { MiniCart } from './mini-cart.tsx';

export const ShopMiniCartElement = defineElement('shop-mini-cart', MiniCart, {
  mode: 'string',
  toggleLabel: 'string',
  panelLabel: 'string',
  closeLabel: 'string',
});
