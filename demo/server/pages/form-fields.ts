// `woocommerce_form_field()` for the text, email and password rows the account and checkout forms use.
import { escapeHtml } from '../html.ts';

export interface FieldSpec {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  name?: string;
  required?: boolean;
  autocomplete?: string;
  wide?: 'first' | 'last' | 'wide';
}

export function formRow(field: FieldSpec): string {
  const { id, label, type = 'text', name = id, required = true, autocomplete = '', wide = 'wide' } = field;
  const requiredMark = required
    ? '&nbsp;<span class="required" aria-hidden="true">*</span>'
    : '&nbsp;<span class="optional">(optional)</span>';
  const inputClass = type === 'password' ? 'woocommerce-Input woocommerce-Input--password input-text' : 'input-text';
  return `<p class="form-row form-row-${wide}${required ? ' validate-required' : ''}" id="${escapeHtml(id)}_field"><label for="${escapeHtml(id)}">${escapeHtml(label)}${requiredMark}</label><span class="woocommerce-input-wrapper"><input type="${type}" class="${inputClass}" name="${escapeHtml(name)}" id="${escapeHtml(id)}" value=""${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${required ? ' aria-required="true"' : ''} /></span></p>`;
}
