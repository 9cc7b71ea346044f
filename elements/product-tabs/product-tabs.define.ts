import { defineElement } from '../../core/runtime/define-element.ts';
import { ProductTabs } from './product-tabs.tsx';

export const ShopProductTabsElement = defineElement('shop-product-tabs', ProductTabs, {
  scrollOffset: 'number',
  scrollDuration: 'number',
});
