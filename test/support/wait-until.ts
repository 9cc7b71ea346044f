import { waitUntil as waitUntilWithin } from '@open-wc/testing';

/**
 * A condition still unmet after this long is a failure. The limit only decides how long a real failure takes to
 * report, so it is sized for a machine loaded many times over its cores (open-wc's own 1 s, later 5 s, was not).
 */
const WAIT_LIMIT_MS = 10_000;
/** Checked this often: a condition met early ends the wait early, and 806 tests wait many times each. */
const POLL_INTERVAL_MS = 10;

/**
 * open-wc's `waitUntil` with a limit that holds on a busy machine. It polls, so a condition met early returns
 * early: the limit only decides how long a real failure takes to report.
 */
export function waitUntil(
  predicate: () => unknown,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilWithin(predicate, message, { timeout: WAIT_LIMIT_MS, interval: POLL_INTERVAL_MS, ...options });
}
