// Price HTML as `get_price_html()` prints it: single, sale (del/ins) and range formats.
import { isOnSale, priceBounds, productOnSale } from '../catalogue/pricing.ts';
import type { Product, Variation } from '../catalogue/types.ts';
import { plainPrice, wcPrice } from '../money.ts';

export function salePriceHtml(regular: number, sale: number): string {
  return (
    `<del aria-hidden="true">${wcPrice(regular)}</del> <span class="screen-reader-text">Original price was: ${plainPrice(regular)}.</span>` +
    `<ins aria-hidden="true">${wcPrice(sale)}</ins><span class="screen-reader-text">Current price is: ${plainPrice(sale)}.</span>`
  );
}

export function rangePriceHtml(min: number, max: number): string {
  return (
    `${wcPrice(min, true)} <span aria-hidden="true">&ndash;</span> ${wcPrice(max, true)}` +
    `<span class="screen-reader-text">Price range: ${plainPrice(min, '&#36;')} through ${plainPrice(max, '&#36;')}</span>`
  );
}

export function itemPriceHtml(item: Pick<Product | Variation, 'regularPrice' | 'salePrice'>): string {
  return isOnSale(item) && item.salePrice !== null ? salePriceHtml(item.regularPrice, item.salePrice) : wcPrice(item.regularPrice);
}

/** The inside of `p.price` / `span.price` for any product type. */
export function productPriceHtml(product: Product): string {
  if (product.type === 'simple') return itemPriceHtml(product);
  const { min, max } = priceBounds(product);
  if (min !== max) return rangePriceHtml(min, max);
  const first = product.type === 'variable' ? product.variations.find((v) => v.visible) : undefined;
  return first && productOnSale(product) ? itemPriceHtml(first) : wcPrice(min);
}
