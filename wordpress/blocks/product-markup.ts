// A product block's content: WooCommerce's markup of the product the page editor picked, written from the
// element's template (`@block product - …` in its definition). The block keeps the product as plain text, read
// from WooCommerce's Store API, and writes the markup again from it on every save.
import { escapeHtml } from '../../core/format/escape-html.ts';

/** The Store API's product fields a product block reads. */
export interface StoreApiProduct {
  id: number;
  name: string;
  sku: string;
  type: string;
  permalink: string;
  is_purchasable: boolean;
  is_in_stock: boolean;
  add_to_cart: { text: string; description: string };
}

/** The Store API route the picker searches, asking only for the fields above. */
export const STORE_API_PRODUCTS = '/wc/store/v1/products';
export const STORE_API_FIELDS = 'id,name,sku,type,permalink,is_purchasable,is_in_stock,add_to_cart';

/** What a product block keeps of its product (a block attribute), every string plain text. */
export interface PickedProduct {
  id: number;
  name: string;
  sku: string;
  type: string;
  permalink: string;
  addToCartText: string;
  addToCartLabel: string;
  /** Purchasable and in stock: WooCommerce's loop gives the button `add_to_cart_button`. */
  addable: boolean;
}

/** The Store API's strings are HTML (`&ldquo;`, `&amp;`): the block keeps what a shopper reads. */
const textOf = (html: string): string => new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';

export function pickedProduct(product: StoreApiProduct): PickedProduct {
  return {
    id: product.id,
    name: textOf(product.name),
    sku: textOf(product.sku),
    type: product.type,
    permalink: product.permalink,
    addToCartText: textOf(product.add_to_cart.text),
    addToCartLabel: textOf(product.add_to_cart.description),
    addable: product.is_purchasable && product.is_in_stock,
  };
}

/** Only simple products are added without leaving the page, as in WooCommerce's loop (`ajax_add_to_cart`). */
const addedInPlace = (product: PickedProduct): boolean => product.addable && product.type === 'simple';

/** What a template's `{placeholders}` may name. */
export const PRODUCT_PLACEHOLDERS = [
  'id',
  'name',
  'sku',
  'type',
  'permalink',
  'add-to-cart-url',
  'add-to-cart-text',
  'add-to-cart-label',
  'add-to-cart-classes',
  'add-to-cart-role',
] as const;
type Placeholder = (typeof PRODUCT_PLACEHOLDERS)[number];

/**
 * The values a template's `{placeholders}` take. The add-to-cart URL is relative, as WooCommerce's loop writes
 * it: `?add-to-cart=` on the page itself adds without JavaScript (the Store API's own URL is the API request's).
 */
export function placeholders(product: PickedProduct): Record<Placeholder, string> {
  return {
    id: String(product.id),
    name: product.name,
    sku: product.sku,
    type: product.type,
    permalink: product.permalink,
    'add-to-cart-url': addedInPlace(product) ? `?add-to-cart=${product.id}` : product.permalink,
    'add-to-cart-text': product.addToCartText,
    'add-to-cart-label': product.addToCartLabel,
    'add-to-cart-classes': [product.addable && 'add_to_cart_button', addedInPlace(product) && 'ajax_add_to_cart'].filter(Boolean).join(' '),
    // An add in place is an action, not a way somewhere: WooCommerce's loop gives that link the button role.
    'add-to-cart-role': addedInPlace(product) ? 'button' : 'link',
  };
}

export const PLACEHOLDER = /\{([a-z-]+)\}/g;

/** The template with each placeholder replaced by the product's value, escaped for text and attribute values. */
export function productMarkup(template: string, product: PickedProduct): string {
  const values = placeholders(product);
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? escapeHtml(values[name as Placeholder]) : whole));
}
