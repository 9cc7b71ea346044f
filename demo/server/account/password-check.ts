// The demo's stand-in for a server that refuses weak passwords: the meter's own checker, run on the posted value.
import { checkStrength } from '../../../elements/password-strength/strength-checker.ts';

/** WooCommerce's default minimum strength (`woocommerce_min_password_strength`). */
export const MIN_PASSWORD_STRENGTH = 3;

export function weakPassword(password: string, words: string[]): boolean {
  return checkStrength(password, words) < MIN_PASSWORD_STRENGTH;
}
