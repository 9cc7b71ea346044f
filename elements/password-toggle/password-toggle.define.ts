import { defineElement } from '../../core/runtime/define-element.ts';
import { PasswordToggle } from './password-toggle.tsx';

/**
 * A show/hide toggle button on every password field inside the element (a field, a form row or a whole form),
 * in WooCommerce's markup: `span.password-input` around the field and `button.show-password-input` after it.
 *
 * @summary show/hide toggle button (`aria-pressed`, or a switching name) on every password field inside it, in WooCommerce's markup
 * @attr {string} label - the button's accessible name (default `woocommerce_params.i18n_password_show`, `Show password`)
 * @attr {boolean} switch-label - the name switches to `hide-label` while the password is shown, and the button has no pressed state (WooCommerce's reading; default: a constant name with `aria-pressed`)
 * @attr {string} hide-label - with `switch-label`, the name while the password is shown (default `woocommerce_params.i18n_password_hide`, `Hide password`)
 * @fires {CustomEvent<{ visible: boolean; fieldId: string }>} shop-password-toggle-toggled - a password was shown or masked again
 * @cssprop --shop-password-toggle-size - width and height of the button (default 44px)
 */
export const ShopPasswordToggleElement = defineElement('shop-password-toggle', PasswordToggle, {
  label: 'string',
  switchLabel: 'boolean',
  hideLabel: 'string',
});
