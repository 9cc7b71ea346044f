import type { Variation } from './variation-types.ts';

const numberOrNaN = (value: number | string | undefined): number =>
  value === undefined || value === '' ? Number.NaN : Number.parseFloat(String(value));

/** WooCommerce prints `max_qty` '' for "no maximum"; stores and plugins also send 0 or -1 for it. */
const maximumOrNaN = (value: number | string | undefined): number => {
  const max = numberOrNaN(value);
  return max > 0 ? max : Number.NaN;
};

/**
 * A variation sold individually allows exactly 1 and hides the field; otherwise the value is clamped to
 * `min_qty`..`max_qty`, the maximum first and then the minimum, as WooCommerce does, so the minimum wins
 * when the two disagree. `change` fires when the value moved, so totals and the quantity element follow.
 */
export function applyQuantityLimits(form: HTMLFormElement, variation: Variation): void {
  const input = form.querySelector<HTMLInputElement>('input.qty');
  const wrapper = input?.closest<HTMLElement>('.quantity') ?? null;
  if (!input || input.type === 'hidden') return;
  const before = input.value;
  if (variation.is_sold_individually === 'yes') {
    input.value = '1';
    input.min = '1';
    input.max = '';
    if (wrapper) wrapper.style.display = 'none';
  } else {
    const min = numberOrNaN(variation.min_qty);
    const max = maximumOrNaN(variation.max_qty);
    let value = Number.parseFloat(input.value);
    if (Number.isNaN(value)) value = Number.isNaN(min) ? 1 : min;
    if (!Number.isNaN(max)) value = Math.min(value, max);
    if (!Number.isNaN(min)) value = Math.max(value, min);
    input.min = Number.isNaN(min) ? '' : String(min);
    input.max = Number.isNaN(max) ? '' : String(max);
    input.value = String(value);
    if (wrapper) wrapper.style.display = '';
  }
  if (input.value !== before) input.dispatchEvent(new Event('change', { bubbles: true }));
}
