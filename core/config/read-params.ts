/**
 * Reads a legacy localized params global (`window.wc_add_to_cart_params`, …) over the platform's defaults.
 * Missing keys keep their default; the global is read on every call because page builders may print it late.
 */
export function readParams<T extends object>(globalName: string, defaults: T): T {
  const value = (globalThis as Record<string, unknown>)[globalName];
  return value && typeof value === 'object' ? { ...defaults, ...(value as Partial<T>) } : { ...defaults };
}

/** Element attribute first, then the legacy global's value, then the platform default (already in `fromParams`). */
export function pick<T>(fromAttribute: T | undefined | null, fromParams: T): T {
  return fromAttribute === undefined || fromAttribute === null ? fromParams : fromAttribute;
}

/** A WordPress on/off setting: printed as '1' / '' or 'yes' / 'no', or a boolean or number from a filter. */
export function paramFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes';
}
