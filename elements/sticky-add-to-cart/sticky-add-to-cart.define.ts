import { defineElement } from '../../core/runtime/define-element.ts';
import { StickyAddToCart } from './sticky-add-to-cart.tsx';

/**
 * A bar shown once the product form is scrolled past, with the product's title, price and the form's own
 * add-to-cart button state; adding goes through the form. The element has the `active` attribute while the
 * bar is shown.
 *
 * @summary bar shown once the product form is scrolled past; adds through the form's own button
 * @attr {string} form - id of the product form to follow (default the `form.cart` of the enclosing `.product`)
 * @attr {string} label - the region's accessible name (default `Add {title} to cart`)
 * @attr {string} viewing-text - before the title (default `You’re viewing:`)
 * @attr {string} select-options-text - button text while a selection is needed (default `Select options`)
 * @attr {string} selection-needed-text - selection state (default `Choose product options`)
 * @attr {string} unavailable-text - selection state (default `This combination is unavailable`)
 * @fires {CustomEvent<{ active: boolean }>} shop-sticky-add-to-cart-toggled - the bar slid in or out
 */
export const ShopStickyAddToCartElement = defineElement('shop-sticky-add-to-cart', StickyAddToCart, {
  form: 'string',
  viewingText: 'string',
  selectOptionsText: 'string',
  selectionNeededText: 'string',
  unavailableText: 'string',
  label: 'string',
});
