/** Money is handled in cents so that a split never loses or invents a cent to floating point. */
export function toCents(amount: number | string): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

/**
 * Each of the first three payments is the amount / 4 rounded, the last takes the remainder, so the four
 * always add up to the price (100.01 → 25.00 ×3 + 25.01; 0.03 → 0.01 ×3 + 0.00).
 */
export function splitInCents(totalCents: number): [number, number, number, number] {
  const part = Math.round(totalCents / 4);
  return [part, part, part, totalCents - 3 * part];
}
