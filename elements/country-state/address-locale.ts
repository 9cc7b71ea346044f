/** One address field's rules for a country, as WooCommerce's `wc_address_i18n_params.locale` gives them. */
export interface FieldRule {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
}

export type AddressLocale = Record<string, Record<string, FieldRule>>;

export interface LocaleTexts {
  /** The "optional" marker's word (`i18n_optional_text`). */
  optional: string;
}

function fieldOf(row: Element): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  return row.querySelector('input:not([type="hidden"]), select, textarea');
}

/** The label's text, then WooCommerce's marker: `*` (hidden from screen readers, which hear aria-required) or "(optional)". */
function relabel(row: HTMLElement, label: HTMLLabelElement, rule: FieldRule, texts: LocaleTexts): void {
  label.querySelectorAll('.required, .optional').forEach((marker) => marker.remove());
  const text = rule.label ?? label.textContent.replace(/\u00a0+$/, '').trim();
  const marker = document.createElement('span');
  if (rule.required) {
    marker.className = 'required';
    marker.setAttribute('aria-hidden', 'true');
    marker.textContent = '*';
  } else {
    marker.className = 'optional';
    marker.textContent = `(${texts.optional})`;
  }
  label.replaceChildren(`${text}\u00a0`, marker);
  row.classList.toggle('validate-required', Boolean(rule.required));
}

function applyRule(row: HTMLElement, rule: FieldRule, texts: LocaleTexts): void {
  const label = row.querySelector<HTMLLabelElement>('label');
  if (label) relabel(row, label, rule, texts);
  const field = fieldOf(row);
  if (field) {
    if (rule.required) field.setAttribute('aria-required', 'true');
    else field.removeAttribute('aria-required');
    const placeholderName = field instanceof HTMLSelectElement ? 'data-placeholder' : 'placeholder';
    if (rule.placeholder) field.setAttribute(placeholderName, rule.placeholder);
    else field.removeAttribute(placeholderName);
  }
  row.style.display = rule.hidden ? 'none' : '';
  if (rule.hidden && field) field.value = '';
}

function rowsIn(wrapper: Element, selector: string): HTMLElement[] {
  try {
    return [...wrapper.querySelectorAll<HTMLElement>(selector)];
  } catch {
    return [];
  }
}

/**
 * Rebuilds the address fields' labels, required markers, placeholders and visibility for a country, as
 * WooCommerce's address script does: each field listed in `fields` (field key → row selector) takes the
 * country's rule over the default one.
 */
export function applyAddressLocale(
  wrapper: Element,
  country: string,
  locale: AddressLocale,
  fields: Record<string, string>,
  texts: LocaleTexts,
): void {
  const own = locale[country] ?? locale.default ?? {};
  for (const [key, selector] of Object.entries(fields)) {
    const rule = { ...locale.default?.[key], ...own[key] };
    for (const row of rowsIn(wrapper, selector)) applyRule(row, rule, texts);
  }
}
