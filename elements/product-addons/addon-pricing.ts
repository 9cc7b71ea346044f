/**
 * Product Add-ons price types: `flat_fee` is charged once per line, `quantity_based` per item and
 * `percentage_based` is a percentage of the product price per item. Markup without a type (the legacy
 * `addons.js` era) charges per item.
 */
export type AddonPriceType = 'flat_fee' | 'quantity_based' | 'percentage_based';

/** One chosen add-on: its price and raw (tax-exclusive) price as the markup states them. */
export interface AddonLine {
  price: number;
  rawPrice: number;
  priceType: AddonPriceType;
}

export interface AddonTotals {
  /** What the add-ons add to the line, for the whole quantity. */
  addons: number;
  addonsRaw: number;
  /** Product price × quantity + add-ons, or null while the product price is unknown (no variation chosen). */
  subtotal: number | null;
  quantity: number;
}

export function toPriceType(value: string | undefined): AddonPriceType {
  return value === 'flat_fee' || value === 'percentage_based' ? value : 'quantity_based';
}

/** The totals for `quantity` items of a product at `basePrice` with the chosen add-ons. */
export function addonTotals(lines: readonly AddonLine[], quantity: number, basePrice: number | null): AddonTotals {
  let addons = 0;
  let addonsRaw = 0;
  for (const { price, rawPrice, priceType } of lines) {
    if (priceType === 'flat_fee') {
      addons += price;
      addonsRaw += rawPrice;
    } else if (priceType === 'percentage_based') {
      addons += ((basePrice ?? 0) * price * quantity) / 100;
      addonsRaw += ((basePrice ?? 0) * rawPrice * quantity) / 100;
    } else {
      addons += price * quantity;
      addonsRaw += rawPrice * quantity;
    }
  }
  return {
    addons: round(addons),
    addonsRaw: round(addonsRaw),
    subtotal: basePrice === null ? null : round(basePrice * quantity + addons),
    quantity,
  };
}

/** Whether the totals box shows at all: only with a positive add-ons total and a positive quantity. */
export function totalsVisible(totals: AddonTotals): boolean {
  return totals.addons > 0 && totals.quantity > 0;
}

/** Cents, so 0.1 + 0.2 does not print as 0.30000000000000004 before formatting rounds it. */
const round = (amount: number): number => Math.round(amount * 1e6) / 1e6;
