// Pay-in-4 messaging after the price, inside `<shop-instalments>`; the paragraph is the no-JS fallback.
import { priceBounds } from '../../catalogue/pricing.ts';
import type { Product } from '../../catalogue/types.ts';
import { formatDecimal, wcPrice } from '../../money.ts';

export const INSTALMENTS_MIN = 35;
export const INSTALMENTS_MAX = 1000;

export function instalmentsMessage(product: Product): string {
  const { min, max } = priceBounds(product);
  const priceAttrs = min === max ? `price="${formatDecimal(min)}"` : `min-price="${formatDecimal(min)}" max-price="${formatDecimal(max)}"`;
  const eligible = min >= INSTALMENTS_MIN && max <= INSTALMENTS_MAX;
  const text = eligible
    ? `or 4 interest-free payments of ${wcPrice(Math.round((min * 100) / 4) / 100)}${min === max ? '' : ' and up'} with Pay-in-4`
    : `Pay-in-4 available for orders between $${INSTALMENTS_MIN} and $${INSTALMENTS_MAX.toLocaleString('en-US')}`;
  return `<shop-instalments ${priceAttrs}><p class="afterpay-paragraph">${text} <a href="#afterpay-what-is-modal" class="afterpay-link">Learn more</a></p></shop-instalments>`;
}
