import { useEffect, useState } from 'react';
import { loadStrengthScorer, type StrengthScorer } from './strength-scorer.ts';
import { UNKNOWN_SCORE } from './strength-label.ts';

/** Typing pause before a value is scored: one score per burst of keys, not one per key. */
const SCORE_DELAY_MS = 100;

/**
 * zxcvbn's score of `password`, -1 until the checker has loaded. The checker loads when `wanted` turns true
 * (the shopper focused or typed in a password field), never before. While a newer value waits to be scored,
 * the previous score stays, so the meter does not flicker back to "unknown" between keys.
 */
export function useStrengthScore(password: string, disallowedWords: () => string[], wanted: boolean): number {
  const [scorer, setScorer] = useState<StrengthScorer | null>(null);
  const [score, setScore] = useState(UNKNOWN_SCORE);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadStrengthScorer().then(
      (loaded) => current && setScorer(() => loaded),
      // The meter then stays as the server printed it; the form works without it.
      (error: unknown) => console.error('shop-password-strength: the strength scorer could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!scorer || password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      scorer.score(password, disallowedWords()).then(
        (value) => current && setScore(value),
        (error: unknown) => console.error('shop-password-strength: the password could not be scored', error),
      );
    }, SCORE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The word list is read when the value is scored; a changed list alone does not rescore.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scorer, password]);

  return scorer ? score : UNKNOWN_SCORE;
}
