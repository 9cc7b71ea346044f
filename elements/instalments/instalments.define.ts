import { defineElement } from '../../core/runtime/define-element.ts';
import { Instalments } from './instalments.tsx';

export const ShopInstalmentsElement = defineElement('shop-instalments', Instalments, {
  price: 'number',
  minPrice: 'number',
  maxPrice: 'number',
  productId: 'number',
  productEligible: 'boolean',
  cartEligible: 'boolean',
  display: 'string',
  min: 'string',
  max: 'string',
  locale: 'string',
  providerHost: 'string',
  provider: 'string',
  brand: 'string',
  modalId: 'string',
  modalTheme: 'string',
  cbt: 'boolean',
  rangeDisplay: 'string',
});
