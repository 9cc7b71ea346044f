/**
 * WooCommerce's quantity rules (README.md#rules), as numbers read from the input's
 * attributes: a missing or non-numeric value is 0, a missing min is 0, max may be absent, and a step that is
 * missing, empty or 'any' is 1.
 */
export interface QuantityBounds {
  value: number;
  min: number;
  max: number | undefined;
  step: number;
}

const numberOr = <T>(text: string | null | undefined, fallback: T): number | T => {
  if (text === null || text === undefined || text.trim() === '') return fallback;
  const number = Number(text);
  return Number.isFinite(number) ? number : fallback;
};

export function readBounds(input: Pick<HTMLInputElement, 'value' | 'min' | 'max' | 'step'>): QuantityBounds {
  const step = input.step === 'any' ? 1 : numberOr(input.step, 1);
  return {
    value: numberOr(input.value, 0),
    min: numberOr(input.min, 0),
    max: numberOr(input.max, undefined),
    step: step > 0 ? step : 1,
  };
}

/** Keeps 0.1 + 0.2 from showing as 0.30000000000000004. */
function tidy(value: number, { step, min }: QuantityBounds): number {
  const decimals = Math.max(...[step, min, value].map((n) => (String(n).split('.')[1] ?? '').length));
  return Number(value.toFixed(Math.min(decimals, 10)));
}

export function increment(bounds: QuantityBounds): number {
  const { value, max, step } = bounds;
  if (max !== undefined && value + step >= max) return max;
  return tidy(value + step, bounds);
}

export function decrement(bounds: QuantityBounds): number {
  const { value, min, step } = bounds;
  if (value <= min) return min;
  if (value <= 0) return value;
  return tidy(Math.max(value - step, min, 0), bounds);
}

/** Cart rows, where WooCommerce lets 0 mean "remove": the page-load correction leaves them alone. */
export const CART_ROW = '.woocommerce-cart-form__cart-item, .woocommerce-cart-form';

/** The page-load correction: a value below a non-negative min is raised to it. */
export function correctedOnLoad(bounds: QuantityBounds): number | undefined {
  return bounds.min >= 0 && bounds.value < bounds.min ? bounds.min : undefined;
}
