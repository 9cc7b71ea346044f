/**
 * The script handle WordPress prints each of WooCommerce's (and WordPress's, YITH's) params globals with. Removing
 * that script (`wp_dequeue_script`) removes its params too, and the shop's own settings (a gallery's zoom and
 * lightbox, translated texts) would silently give way to the defaults: a missing one warns once per page.
 * Globals a theme prints for the library's own elements are optional and not listed.
 */
const PRINTED_BY: Record<string, string> = {
  woocommerce_params: 'woocommerce',
  wc_add_to_cart_params: 'wc-add-to-cart',
  wc_cart_fragments_params: 'wc-cart-fragments',
  wc_single_product_params: 'wc-single-product',
  wc_add_to_cart_variation_params: 'wc-add-to-cart-variation',
  wc_password_strength_meter_params: 'wc-password-strength-meter',
  pwsL10n: 'password-strength-meter',
  wc_country_select_params: 'wc-country-select',
  wc_address_i18n_params: 'wc-address-i18n',
  yith_wcwl_l10n: 'jquery-yith-wcwl',
};

const warnedMissing = new Set<string>();

/** `optional`: the caller only borrows from the global, on pages that need not print it: its absence is no warning. */
export interface ReadParamsOptions {
  optional?: boolean;
}

/**
 * Reads a legacy localized params global (`window.wc_add_to_cart_params`, …) over the platform's defaults.
 * Missing keys keep their default; the global is read on every call because page builders may print it late.
 */
export function readParams<T extends object>(globalName: string, defaults: T, { optional = false }: ReadParamsOptions = {}): T {
  const value = (globalThis as Record<string, unknown>)[globalName];
  if (value && typeof value === 'object') return { ...defaults, ...(value as Partial<T>) };
  const printedBy = PRINTED_BY[globalName];
  if (printedBy && !optional && !warnedMissing.has(globalName)) {
    warnedMissing.add(globalName);
    console.warn(
      `shop-elements: window.${globalName} is missing, so the defaults apply. WordPress prints it with the "${printedBy}" script; a page that removes that script must still print it.`,
    );
  }
  return { ...defaults };
}

/** Element attribute first, then the legacy global's value, then the platform default (already in `fromParams`). */
export function pick<T>(fromAttribute: T | undefined | null, fromParams: T): T {
  return fromAttribute === undefined || fromAttribute === null ? fromParams : fromAttribute;
}

/** A WordPress on/off setting: printed as '1' / '' or 'yes' / 'no', or a boolean or number from a filter. */
export function paramFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes';
}
