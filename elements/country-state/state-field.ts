import { decodeEntities } from '../../core/dom/decode-entities.ts';

/** What the state field is for a country: a list to choose from, free text, or nothing to fill in. */
export type StateFieldKind = 'select' | 'text' | 'hidden';

type StateField = HTMLInputElement | HTMLSelectElement;

const STATE_FIELDS = '#billing_state, #shipping_state, #calc_shipping_state';
const ADDRESS_WRAPPERS =
  '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';

/** The field group a country field belongs to (billing, shipping, the edit-address form, the shipping calculator). */
export function addressWrapper(country: Element): HTMLElement | null {
  return country.closest<HTMLElement>(ADDRESS_WRAPPERS) ?? country.closest('.form-row')?.parentElement ?? null;
}

export function stateFieldIn(wrapper: Element): StateField | null {
  return wrapper.querySelector<StateField>(STATE_FIELDS);
}

export function kindFor(states: Record<string, string> | undefined): StateFieldKind {
  if (!states) return 'text';
  return Object.keys(states).length > 0 ? 'select' : 'hidden';
}

function kindOf(field: StateField): StateFieldKind {
  if (field instanceof HTMLSelectElement) return 'select';
  return field.type === 'hidden' ? 'hidden' : 'text';
}

/** A new state field of another kind, keeping what identifies it (id, name, autocomplete, aria and data attributes). */
function replacement(field: StateField, kind: StateFieldKind): StateField {
  const created = kind === 'select' ? document.createElement('select') : document.createElement('input');
  const placeholder = field.getAttribute('placeholder') ?? field.getAttribute('data-placeholder') ?? '';
  for (const { name, value } of field.attributes) {
    if (!['type', 'class', 'value', 'style', 'placeholder', 'data-placeholder'].includes(name)) created.setAttribute(name, value);
  }
  const themeClasses = field.dataset.inputClasses ?? '';
  if (created instanceof HTMLSelectElement) {
    created.className = `state_select ${themeClasses}`.trim();
    if (placeholder) created.dataset.placeholder = placeholder;
  } else {
    created.type = kind;
    if (kind === 'text') {
      created.className = `input-text ${themeClasses}`.trim();
      if (placeholder) created.placeholder = placeholder;
    }
  }
  return created;
}

function fillOptions(select: HTMLSelectElement, states: Record<string, string>, promptText: string): void {
  const prompt = new Option(promptText, '');
  // Names arrive HTML-escaped from PHP (`Qu&eacute;bec`); options take them as text.
  const options = Object.entries(states).map(([code, name]) => new Option(decodeEntities(name), code));
  select.replaceChildren(prompt, ...options);
}

/**
 * Makes the state field fit the country: a select of its states (the earlier choice kept when it is one of
 * them), a text input for a country the shop has no list for, or an empty hidden input, its row hidden, for a
 * country without states. Returns the field now in the page and whether it replaced the old one.
 */
export function fitStateField(
  field: StateField,
  states: Record<string, string> | undefined,
  promptText: string,
): { field: StateField; replaced: boolean } {
  const kind = kindFor(states);
  const previous = field.value;
  const replaced = kindOf(field) !== kind;
  let current = field;
  if (replaced) {
    const focused = document.activeElement === field;
    current = replacement(field, kind);
    field.replaceWith(current);
    if (focused && kind !== 'hidden') current.focus();
  }
  const row = current.closest<HTMLElement>('.form-row');
  if (row) row.style.display = kind === 'hidden' ? 'none' : '';
  if (current instanceof HTMLSelectElement) {
    fillOptions(current, states ?? {}, promptText);
    current.value = states && previous in states ? previous : '';
    current.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (replaced) {
    // A state code chosen from a list means nothing as free text, and a country without states has none.
    current.value = '';
  }
  return { field: current, replaced };
}
