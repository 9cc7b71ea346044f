const STEPS = {
  horizontal: { ArrowRight: 1, ArrowLeft: -1 },
  vertical: { ArrowDown: 1, ArrowUp: -1 },
} as const;

/**
 * Where a key moves focus in a list of `count` controls (APG tabs, accordion headers): the arrows of the list's
 * orientation step with wrap-around, Home and End jump to the ends; undefined for any other key.
 */
export function listKeyTarget(key: string, current: number, count: number, orientation: keyof typeof STEPS): number | undefined {
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const step = (STEPS[orientation] as Record<string, number>)[key];
  return step === undefined ? undefined : (current + step + count) % count;
}
