import { decodeEntities } from '../../core/dom/decode-entities.ts';
import type { Variation } from './variation-types.ts';

const ORIGINAL = 'data-o_content';

/** `wc_set_content`: the first change keeps the server text in `data-o_content` for the reset. */
function setContent(element: Element, text: string): void {
  if (!element.hasAttribute(ORIGINAL)) element.setAttribute(ORIGINAL, element.textContent ?? '');
  if (element.textContent !== text) element.textContent = text;
}

function resetContent(element: Element): void {
  const original = element.getAttribute(ORIGINAL);
  if (original !== null && element.textContent !== original) element.textContent = original;
}

/**
 * What jQuery's `.text(value)` shows, which WooCommerce's `wc_set_content` uses: strings, and numbers as
 * written (a store or plugin may send `weight_html: 2`); anything else shows nothing.
 */
function asText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The sku, weight and dimensions WooCommerce prints around a variable product (docs/woocommerce-protocol.md#the-variation-form). */
export class ProductMeta {
  private readonly sku: Element[];
  private readonly weight: Element[];
  private readonly dimensions: Element[];

  constructor(product: Element | null) {
    const find = (selector: string): Element[] => (product ? [...product.querySelectorAll(selector)] : []);
    this.sku = find('.product_meta .sku');
    this.weight = find('.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
    this.dimensions = find(
      '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value',
    );
  }

  show(variation: Variation): void {
    for (const element of this.sku) variation.sku ? setContent(element, asText(variation.sku)) : resetContent(element);
    for (const element of this.weight) {
      variation.weight ? setContent(element, decodeEntities(asText(variation.weight_html))) : resetContent(element);
    }
    // WooCommerce tests the dimensions object, which is always truthy and shows "N/A"; only real sizes are shown.
    const hasDimensions = Object.values(toDimensions(variation.dimensions)).some((size) => size !== '');
    for (const element of this.dimensions) {
      hasDimensions ? setContent(element, decodeEntities(asText(variation.dimensions_html))) : resetContent(element);
    }
  }

  reset(): void {
    for (const element of [...this.sku, ...this.weight, ...this.dimensions]) resetContent(element);
  }
}

function toDimensions(dimensions: Variation['dimensions']): Record<string, string> {
  if (!dimensions) return {};
  return typeof dimensions === 'string' ? { value: dimensions } : dimensions;
}
