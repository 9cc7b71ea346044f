// Prices and stock rules WooCommerce derives from the stored fields.
import { getCatalogue } from './index.ts';
import type { Product, Stock, Variation } from './types.ts';

type Priced = Pick<Product | Variation, 'regularPrice' | 'salePrice'>;

export function activePrice(item: Priced): number {
  return item.salePrice ?? item.regularPrice;
}

export function isOnSale(item: Priced): boolean {
  return item.salePrice !== null && item.salePrice < item.regularPrice;
}

/** The items whose prices make up a product's displayed price: itself, its visible variations or its children. */
function pricedItems(product: Product): Priced[] {
  if (product.type === 'variable') return product.variations.filter((v) => v.visible);
  if (product.type === 'grouped') {
    const { byId } = getCatalogue();
    return product.children.flatMap((id) => byId.get(id) ?? []);
  }
  return [product];
}

export interface PriceBounds {
  min: number;
  max: number;
}

export function priceBounds(product: Product): PriceBounds {
  const prices = pricedItems(product).map(activePrice);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function productOnSale(product: Product): boolean {
  return pricedItems(product).some(isOnSale);
}

export function isInStock(stock: Stock): boolean {
  return stock.status !== 'outofstock';
}

export function backordersAllowed(stock: Stock): boolean {
  return stock.status === 'onbackorder';
}

/** `get_max_purchase_quantity()`: null when unlimited. */
export function maxPurchaseQuantity(stock: Stock, soldIndividually: boolean): number | null {
  if (soldIndividually) return 1;
  if (stock.quantity === null || backordersAllowed(stock)) return null;
  return stock.quantity;
}
