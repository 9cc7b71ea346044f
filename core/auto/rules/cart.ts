import { enableStandIns, quantityWaits } from '../quantity-stand-ins.ts';
import { variationFormWaits } from '../variation-form-waits.ts';
import type { WrapRule } from '../wrap.ts';

/** Wishlist rows add through `<shop-wishlist>`, which owns their buttons and quantities. */
const WISHLIST_PAGE = '.yith-wcwl-form';

/** Adding to the cart, quantities, the header cart and the classic cart page. */
export const CART_RULES: readonly WrapRule[] = [
  // The listing's AJAX add-to-cart links (variable and grouped cards link to the product page instead).
  { selector: 'a.add_to_cart_button.ajax_add_to_cart', tag: 'shop-add-to-cart', unless: WISHLIST_PAGE },
  /*
   * The variable product's form: the variation form inside, add to cart around it, as the README shows. One that
   * has nothing to show or narrow before the shopper chooses waits for the shopper (variation-form-waits.ts), and
   * the stylesheet draws its add-to-cart button as the element will.
   */
  {
    selector: 'form.variations_form',
    tag: 'shop-variation-form',
    attributes: (form): Record<string, string> => (variationFormWaits(form) ? { loading: 'interaction' } : {}),
  },
  // Simple, grouped and variable products' forms (WooCommerce gives each the `cart` class).
  { selector: 'form.cart', tag: 'shop-add-to-cart', target: (form) => form.closest('shop-variation-form') ?? form, unless: WISHLIST_PAGE },
  // Printed with its buttons' stand-ins, a field needs no code before the shopper uses it (quantity-stand-ins.ts).
  {
    selector: 'div.quantity',
    tag: 'shop-quantity',
    unless: WISHLIST_PAGE,
    attributes: (quantity): Record<string, string> => (quantityWaits(quantity) ? { loading: 'interaction' } : {}),
    adapt: (quantity) => {
      if (quantity.parentElement?.getAttribute('loading') === 'interaction') enableStandIns(quantity);
    },
  },
  // Storefront's header cart, or the mini-cart widget on its own (a sidebar): fragments and AJAX remove links.
  { selector: '#site-header-cart, ul.site-header-cart', tag: 'shop-mini-cart' },
  { selector: '.widget_shopping_cart', tag: 'shop-mini-cart', unless: '.site-header-cart' },
  // The classic cart page: its notices, form and totals are the children of the shortcode's `.woocommerce`.
  { selector: 'form.woocommerce-cart-form', tag: 'shop-cart', target: (form) => cartPageParts(form) },
];

function cartPageParts(form: Element): Element[] | null {
  const parts = form.parentElement?.matches('.woocommerce') ? [...form.parentElement.children] : [form];
  return parts.length ? parts : null;
}
