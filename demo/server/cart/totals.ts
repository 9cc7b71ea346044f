// Cart arithmetic: line prices (including add-ons), totals, item count and the cart hash.
import { getCatalogue } from '../catalogue/index.ts';
import { activePrice } from '../catalogue/pricing.ts';
import type { Product, Variation } from '../catalogue/types.ts';
import { phpJson } from '../html.ts';
import { formatDecimal } from '../money.ts';
import { md5 } from './session.ts';
import type { CartLine } from './session.ts';

export interface ResolvedLine {
  line: CartLine;
  product: Product;
  variation: Variation | undefined;
  unitPrice: number;
  total: number;
}

export function resolveLine(line: CartLine): ResolvedLine | undefined {
  const catalogue = getCatalogue();
  const product = catalogue.byId.get(line.productId);
  if (!product) return undefined;
  const variation = line.variationId ? catalogue.variations.get(line.variationId)?.variation : undefined;
  const unitPrice = activePrice(variation ?? product) + line.addons.reduce((sum, a) => sum + a.price, 0);
  return { line, product, variation, unitPrice, total: unitPrice * line.quantity };
}

export function resolveCart(cart: CartLine[]): ResolvedLine[] {
  return cart.flatMap((line) => resolveLine(line) ?? []);
}

export function cartTotal(cart: CartLine[]): number {
  return resolveCart(cart).reduce((sum, r) => sum + r.total, 0);
}

export function itemCount(cart: CartLine[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** md5 of the JSON session cart plus the total, '' for an empty cart (docs/woocommerce-protocol.md#cookies-and-the-cart-hash). */
export function cartHash(cart: CartLine[]): string {
  if (cart.length === 0) return '';
  const stored = Object.fromEntries(
    cart.map((l) => [
      l.key,
      { key: l.key, product_id: l.productId, variation_id: l.variationId, variation: l.variation, quantity: l.quantity, addons: l.addons },
    ]),
  );
  return md5(phpJson(stored) + formatDecimal(cartTotal(cart)));
}
