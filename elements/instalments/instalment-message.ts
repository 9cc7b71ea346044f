import { withinLimits, type Limits } from './instalment-limits.ts';
import { splitInCents } from './instalment-split.ts';

export type RangeDisplay = 'as-low-as' | 'range';

export interface MessageInput {
  display: 'show' | 'hide';
  productEligible: boolean;
  cartEligible: boolean;
  /** The price, or the low end of a price range, in cents. */
  low: number;
  /** The high end of a price range; equal to `low` for one price. */
  high: number;
  limits: Limits;
  rangeDisplay: RangeDisplay;
}

export type Message =
  | { kind: 'hidden' }
  | { kind: 'product-ineligible' }
  | { kind: 'cart-ineligible' }
  | { kind: 'outside-limits'; limits: Limits }
  | { kind: 'payments'; payments: [number, number, number, number] }
  | { kind: 'as-low-as'; payment: number }
  | { kind: 'range'; low: number; high: number };

/**
 * Which pay-in-4 message a price gets (README.md#what-it-does), in this order: hidden, product not eligible, cart not
 * eligible, outside the limits, else four payments. A price range reads either as "as low as" the smallest
 * instalment inside the limits, or as the range of instalments when the whole range is inside them.
 */
export function instalmentMessage(input: MessageInput): Message {
  const { low, high, limits } = input;
  if (input.display === 'hide' || Number.isNaN(low) || Number.isNaN(high)) return { kind: 'hidden' };
  if (!input.productEligible) return { kind: 'product-ineligible' };
  if (!input.cartEligible) return { kind: 'cart-ineligible' };
  if (low === high) {
    return withinLimits(low, limits) ? { kind: 'payments', payments: splitInCents(low) } : { kind: 'outside-limits', limits };
  }
  if (input.rangeDisplay === 'range') {
    return withinLimits(low, limits) && withinLimits(high, limits)
      ? { kind: 'range', low: splitInCents(low)[0], high: splitInCents(high)[0] }
      : { kind: 'outside-limits', limits };
  }
  // "As low as": the cheapest price in the range that the provider would finance.
  const cheapest = Math.max(low, limits.min);
  return cheapest <= Math.min(high, limits.max)
    ? { kind: 'as-low-as', payment: splitInCents(cheapest)[0] }
    : { kind: 'outside-limits', limits };
}
