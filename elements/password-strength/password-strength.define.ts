import { defineElement } from '../../core/runtime/define-element.ts';
import { PasswordStrength } from './password-strength.tsx';

/**
 * WooCommerce's password strength meter around the registration, checkout create-account, edit-account or
 * reset-password field. The zxcvbn dictionaries load on the first focus or input of the field, and scoring
 * runs in a worker.
 *
 * @summary password strength meter (zxcvbn, loaded on first focus, scored off the main thread): label, hint, submit disabled below the minimum
 * @attr {number} minimum-strength - strength from 0 to 4 below which the label asks for a stronger password and the submit is disabled (default `min_password_strength`, `3`)
 * @attr {boolean} enforce-on-checkout - on checkout, a weak create-account password disables the submit too; `="false"` turns it off (default `stop_checkout`, off)
 * @attr {number} disallowed-word-length - shortest word of the page's title, URL and user fields that counts as guessable, from 1 to 64; `5` ignores words of four characters (default `4`)
 * @fires {CustomEvent<{ score: number; label: string; blocked: boolean }>} shop-password-strength-changed - the meter shows another label (`score` −1 unknown, 0–4, 5 mismatch); `blocked` says whether the submit is disabled
 * @cssprop --shop-password-strength-weak - background of the Very weak, Weak and Mismatch labels (default #f1adad)
 * @cssprop --shop-password-strength-medium - background of the Medium label (default #fbc5a9)
 * @cssprop --shop-password-strength-strong - background of the Strong label (default #c1e1b9)
 */
export const ShopPasswordStrengthElement = defineElement('shop-password-strength', PasswordStrength, {
  minimumStrength: { type: 'number', min: 0, max: 4 },
  enforceOnCheckout: 'boolean',
  disallowedWordLength: { type: 'number', min: 1, max: 64 },
});
