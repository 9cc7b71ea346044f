import type { WrapRule } from '../wrap.ts';

/** WooCommerce's form rows: `woocommerce_form_field()` and the account templates print every field in one. */
const FORM_ROW = '.form-row';

/** The my-account and checkout forms' fields. */
export const ACCOUNT_RULES: readonly WrapRule[] = [
  // Registration and checkout's account password: one field; edit-account and reset-password: the new password with its confirmation.
  { selector: '#reg_password, #account_password', tag: 'shop-password-strength', target: (field) => field.closest(FORM_ROW) },
  { selector: '#password_1', tag: 'shop-password-strength', target: newPasswordRows },
  // Every password field gets the show/hide toggle, the strength meter's group as one.
  {
    selector: 'input[type="password"]',
    tag: 'shop-password-toggle',
    target: (field) => field.closest('shop-password-strength') ?? field.closest(FORM_ROW),
  },
  { selector: '.woocommerce-input-wrapper > .description', tag: 'shop-help-text', target: (help) => help.closest(FORM_ROW) },
  // The checkout's and the edit-address form's country and state fields.
  { selector: '#customer_details, .woocommerce-address-fields', tag: 'shop-country-state' },
  { selector: '.woocommerce-account-fields', tag: 'shop-create-account' },
  { selector: '.woocommerce-terms-and-conditions-wrapper', tag: 'shop-terms-dialog' },
  { selector: 'table.woocommerce-orders-table', tag: 'shop-scroll-region' },
];

/** The new password's row through its confirmation's row (the meter compares the two). */
function newPasswordRows(field: Element): Element[] | null {
  const first = field.closest(FORM_ROW);
  const last = field.ownerDocument.getElementById('password_2')?.closest(FORM_ROW);
  if (!first) return null;
  if (!last || last.parentElement !== first.parentElement) return [first];
  return first.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING ? [first, last] : [first];
}
