import { defineElement } from '../../core/runtime/define-element.ts';
import { Quantity } from './quantity.tsx';

export const ShopQuantityElement = defineElement('shop-quantity', Quantity, {
  noMinCorrection: 'boolean',
  decreaseLabel: 'string',
  increaseLabel: 'string',
  name: 'string',
  value: 'string',
  min: 'string',
  max: 'string',
  step: 'string',
  label: 'string',
});
