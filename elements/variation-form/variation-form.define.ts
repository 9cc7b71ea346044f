import { defineElement } from '../../core/runtime/define-element.ts';
import { VariationForm } from './variation-form.tsx';

export const ShopVariationFormElement = defineElement('shop-variation-form', VariationForm, {
  productId: 'number',
  variationsUrl: 'string',
  lookupTimeout: 'number',
  noMatchingText: 'string',
  makeSelectionText: 'string',
  unavailableText: 'string',
  resetAlertText: 'string',
});
