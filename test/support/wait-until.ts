import { waitUntil as waitUntilWithin } from '@open-wc/testing';

/** A condition still unmet after this long is a failure; open-wc's own 1 s was overrun by a loaded CI machine. */
const WAIT_LIMIT_MS = 5000;

/**
 * open-wc's `waitUntil` with a limit that holds on a busy machine. It polls, so a condition met early returns
 * early: the limit only decides how long a real failure takes to report.
 */
export function waitUntil(
  predicate: () => unknown,
  message?: string,
  options: { interval?: number; timeout?: number } = {},
): Promise<void> {
  return waitUntilWithin(predicate, message, { timeout: WAIT_LIMIT_MS, ...options });
}
