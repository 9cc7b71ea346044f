import { readParams } from '../../core/config/read-params.ts';

/** The password strength meter's settings (WooCommerce's `password-strength-meter.js`). */
export const passwordStrengthParams = () =>
  readParams('wc_password_strength_meter_params', {
    min_password_strength: 3 as number | string,
    stop_checkout: '' as string | boolean,
    i18n_password_error: 'Please enter a stronger password.',
    /** HTML in WordPress (entities escaped); shown as text. */
    i18n_password_hint:
      'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ &amp; ).',
  });

/** WordPress's strength labels (`password-strength-meter`), which WooCommerce's meter shows. */
export const passwordStrengthLabels = () =>
  readParams('pwsL10n', {
    unknown: 'Password strength unknown',
    short: 'Very weak',
    bad: 'Weak',
    good: 'Medium',
    strong: 'Strong',
    mismatch: 'Mismatch',
  });
