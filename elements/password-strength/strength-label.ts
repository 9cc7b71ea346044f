/** zxcvbn's 0–4, with WordPress's two extra states: the checker has not loaded, and the confirmation differs. */
export const UNKNOWN_SCORE = -1;
export const MISMATCH_SCORE = 5;

export interface StrengthTexts {
  unknown: string;
  short: string;
  bad: string;
  good: string;
  strong: string;
  mismatch: string;
  /** Appended after " - " below the minimum strength. */
  error: string;
}

export interface StrengthLabel {
  /** WooCommerce's class on the meter (`short`, `bad`, `good`, `strong`); none while the score is unknown. */
  strength: '' | 'short' | 'bad' | 'good' | 'strong';
  text: string;
  /** Whether the password hint is shown under the meter. */
  hint: boolean;
}

/** What the meter says for a score, as WooCommerce's meter words it. */
export function strengthLabel(score: number, minimum: number, texts: StrengthTexts): StrengthLabel {
  const below = score >= 0 && score < minimum ? ` - ${texts.error}` : '';
  const hint = score >= 0 && score <= 2;
  if (score === UNKNOWN_SCORE) return { strength: '', text: texts.unknown, hint };
  if (score === MISMATCH_SCORE) return { strength: 'short', text: texts.mismatch + below, hint };
  if (score === 0) return { strength: 'short', text: texts.short + below, hint };
  if (score <= 2) return { strength: 'bad', text: texts.bad + below, hint };
  if (score === 3) return { strength: 'good', text: texts.good + below, hint };
  return { strength: 'strong', text: texts.strong + below, hint };
}

/**
 * Whether the form's submit buttons are disabled: a non-empty password scored below the minimum. An unknown
 * score never blocks (the shopper is not held up by a checker still loading), and checkout only when the shop
 * enforces the meter there.
 */
export function blocksSubmit(password: string, score: number, minimum: number, onCheckout: boolean, enforceOnCheckout: boolean): boolean {
  return password !== '' && score !== UNKNOWN_SCORE && score < minimum && (!onCheckout || enforceOnCheckout);
}
