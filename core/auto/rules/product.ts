import { paramFlag } from '../../config/read-params.ts';
import { ensureId } from '../../dom/ensure-id.ts';
import type { WrapRule } from '../wrap.ts';

/** The single product page's blocks (the forms are in the cart rules). */
export const PRODUCT_RULES: readonly WrapRule[] = [
  /*
   * The stylesheet folds a gallery from the first paint while its slider may still come; where the params turn the
   * slider off (a theme without `wc-product-gallery-slider`) the tag says so at once, as the element would later,
   * so the gallery does not fold and unfold when the code arrives.
   */
  {
    selector: '.woocommerce-product-gallery',
    tag: 'shop-product-gallery',
    attributes: (): Record<string, string> => (sliderInParams() ? {} : { slider: 'false' }),
  },
  { selector: '.woocommerce-tabs', tag: 'shop-product-tabs' },
  // The review form's rating: a `p` up to WooCommerce 10, a `div` from 11.
  { selector: '.comment-form-rating', tag: 'shop-star-rating' },
  { selector: '.wc-pao-addons-container', tag: 'shop-product-addons' },
  /*
   * Storefront prints its sticky bar after the footer, outside the product, and WooCommerce's product form has no
   * id: the form gets one, which the bar's `form` attribute names.
   */
  {
    selector: 'section.storefront-sticky-add-to-cart',
    tag: 'shop-sticky-add-to-cart',
    target: (bar) => (productForm(bar) ? bar : null),
    attributes: (bar) => ({ form: ensureId(productForm(bar)!, 'shop-product-form') }),
  },
];

/** The page's product form: the bar's own product's, else the first product's that is not a listing card. */
function productForm(bar: Element): HTMLFormElement | null {
  const within = bar.closest('.product')?.querySelector<HTMLFormElement>('form.cart');
  return within ?? bar.ownerDocument.querySelector<HTMLFormElement>('div.product form.cart');
}

/** `wc_single_product_params.flexslider_enabled`, as the element reads it (no params: no slider). */
function sliderInParams(): boolean {
  const params = (globalThis as { wc_single_product_params?: { flexslider_enabled?: unknown } }).wc_single_product_params;
  return paramFlag(params?.flexslider_enabled);
}
