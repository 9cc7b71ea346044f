import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductAddons } from './product-addons.tsx';

export const ShopProductAddonsElement = defineElement('shop-product-addons', ProductAddons, {
  productId: 'number',
  price: 'number',
  showSubTotal: 'boolean',
  addonTotalText: 'string',
  subTotalText: 'string',
  remainingText: 'string',
  multiplierAlertText: 'string',
  priceDisplaySuffix: 'string',
});
