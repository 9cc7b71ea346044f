import { toPriceType, type AddonLine } from './addon-pricing.ts';

/** Every add-on field, in Product Add-ons' current (`wc-pao-…`) and legacy (`.product-addon .addon`) markup. */
export const ADDON_FIELD = '.wc-pao-addon-field, .product-addon .addon';
const MULTIPLIER = '.wc-pao-addon-input-multiplier, .addon-input_multiplier';
const CUSTOM_PRICE = '.wc-pao-addon-custom-price, .addon-custom-price';
/** Text and textarea add-ons whose maxlength gets a live counter. */
export const COUNTED_FIELD = '.wc-pao-addon-custom-text, .wc-pao-addon-custom-textarea, .addon-custom, .addon-custom-textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function addonFields(root: ParentNode): Field[] {
  return [...root.querySelectorAll<Field>(ADDON_FIELD)];
}

export const isMultiplier = (field: Element): field is HTMLInputElement => field.matches(MULTIPLIER);

const amount = (text: string | null | undefined): number => {
  const number = Number.parseFloat(text ?? '');
  return Number.isFinite(number) ? number : 0;
};

function priced(source: Element, factor = 1): AddonLine {
  return {
    price: amount(source.getAttribute('data-price')) * factor,
    rawPrice: amount(source.getAttribute('data-raw-price') ?? source.getAttribute('data-price')) * factor,
    priceType: toPriceType(source.getAttribute('data-price-type') ?? undefined),
  };
}

/** What one field adds (the input kinds in README.md#what-it-does), or null when it adds nothing. */
export function addonLine(field: Field): AddonLine | null {
  if (field.disabled) return null;
  if (field instanceof HTMLSelectElement) {
    const option = field.selectedOptions[0];
    return field.value && option ? priced(option) : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked ? priced(field) : null;
  }
  if (field.matches(CUSTOM_PRICE)) {
    const price = amount(field.value);
    return price > 0 ? { price, rawPrice: price, priceType: toPriceType(field.getAttribute('data-price-type') ?? undefined) } : null;
  }
  if (isMultiplier(field)) {
    const count = amount(field.value);
    return count > 0 ? priced(field, count) : null;
  }
  return field.value ? priced(field) : null;
}

/**
 * Multiplier inputs (README.md#what-it-does): an empty or non-numeric value is cleared (number inputs report '' for
 * text they cannot parse); a valid one is rounded up to a whole number. Returns whether the value is valid.
 */
export function normaliseMultiplier(field: HTMLInputElement): boolean {
  const value = field.value.trim();
  const number = Number(value);
  if (value === '' || !Number.isFinite(number)) {
    field.value = '';
    return false;
  }
  const whole = String(Math.ceil(number));
  if (field.value !== whole) field.value = whole;
  return true;
}

/** A reset of the variations clears every add-on. */
export function clearAddons(root: ParentNode): void {
  for (const field of addonFields(root)) {
    if (field instanceof HTMLSelectElement) field.selectedIndex = 0;
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = false;
    else field.value = '';
  }
}

/** The sum of the form's quantity inputs, or 1 when it has none. */
export function quantityIn(root: ParentNode): number {
  const inputs = [...root.querySelectorAll<HTMLInputElement>('input.qty')];
  if (inputs.length === 0) return 1;
  return inputs.reduce((sum, input) => sum + amount(input.value), 0);
}
