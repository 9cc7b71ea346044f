import { toCents } from './instalment-split.ts';

/** Inclusive bounds in cents. */
export interface Limits {
  min: number;
  max: number;
}

/** The shop's limits when its settings leave them unset (35.00 and 1000.00). */
export const STORE_DEFAULT_LIMITS: Limits = { min: 3500, max: 100000 };

const EUR_REGIONS = new Set([
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
]);

function region(locale: string): string {
  return (locale.split(/[-_]/)[1] ?? '').toUpperCase();
}

export function isEuroLocale(locale: string): boolean {
  return EUR_REGIONS.has(region(locale));
}

/**
 * What the provider accepts in a locale: min 1 (4 in euro locales), max 2000 (800 for the UK and the
 * EU brand).
 */
export function providerLimits(locale: string): Limits {
  const euro = isEuroLocale(locale);
  const smallBrand = euro || region(locale) === 'GB';
  return { min: euro ? 400 : 100, max: smallBrand ? 80000 : 200000 };
}

/** A configured limit in cents, or undefined when unset ('' / null / not a number). */
function configured(value: string | number | undefined | null): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const cents = toCents(value);
  return Number.isNaN(cents) ? undefined : cents;
}

/**
 * The shop's limits (35.00–1000.00 when unset), kept inside what the provider accepts for the locale: a shop
 * cannot offer a UK shopper a 1000.00 plan the provider caps at 800.
 */
export function effectiveLimits(min: string | number | undefined, max: string | number | undefined, locale: string): Limits {
  const provider = providerLimits(locale);
  return {
    min: Math.max(configured(min) ?? STORE_DEFAULT_LIMITS.min, provider.min),
    max: Math.min(configured(max) ?? STORE_DEFAULT_LIMITS.max, provider.max),
  };
}

export function withinLimits(cents: number, limits: Limits): boolean {
  return cents >= limits.min && cents <= limits.max;
}
