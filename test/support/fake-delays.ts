import { withGlobal, type Clock } from '@sinonjs/fake-timers';

/**
 * A fake clock for the elements' deliberate delays (the variation form's 100 ms initial check, the mini cart's
 * 5 s auto-close, the cookie recheck 1 s after a click, request timeouts), so a test states "4,999 ms later it is
 * still open" instead of sleeping through it.
 *
 * Only timers with a positive delay are faked. Zero-delay timers stay real: they are how React, the test
 * runner and `updateComplete` yield to the next task, and faking them would stall every render. Animation
 * frames, MutationObserver, fetch and `Date` are untouched for the same reason.
 */
export interface DelayClock {
  /** Moves fake time forward, firing every delay that falls due and letting real tasks run between them. */
  tick(ms: number): Promise<void>;
}

const original = { setTimeout, clearTimeout, setInterval, clearInterval };
// Bound, the browser's timers keep `window` as their receiver when called from the stand-ins.
const real = {
  setTimeout: original.setTimeout.bind(window),
  setInterval: original.setInterval.bind(window),
  clearTimeout: original.clearTimeout.bind(window),
  clearInterval: original.clearInterval.bind(window),
};
/** As `waitUntil`'s limit: how long a real failure takes to report on a loaded machine, not how long a test waits. */
const REAL_WAIT_LIMIT_MS = 10_000;
// fake-timers numbers its timers from 1e12, far above the ids the browser hands out.
const isFakeId = (id: unknown): boolean => typeof id === 'number' && id >= 1e12;

let installed: Clock | undefined;

/** Installs the clock for the rest of the current test; it is uninstalled after each test. */
export function fakeDelays(): DelayClock {
  uninstall();
  const clock = withGlobal(window).createClock(Date.now());
  installed = clock;
  const fake = clock as unknown as typeof real;
  Object.assign(window, {
    setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      delay && delay > 0 ? fake.setTimeout(handler, delay, ...args) : real.setTimeout(handler, delay, ...args),
    setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      delay && delay > 0 ? fake.setInterval(handler, delay, ...args) : real.setInterval(handler, delay, ...args),
    clearTimeout: (id?: number) => (isFakeId(id) ? fake.clearTimeout(id) : real.clearTimeout(id)),
    clearInterval: (id?: number) => (isFakeId(id) ? fake.clearInterval(id) : real.clearInterval(id)),
  });
  return {
    async tick(ms) {
      await clock.tickAsync(ms);
    },
  };
}

/**
 * Waits for something the user would see, checking after each real task. Unlike `waitUntil` it works whether or
 * not the clock is installed, and fake time stands still meanwhile.
 */
export async function until(predicate: () => unknown, message: string): Promise<void> {
  const deadline = performance.now() + REAL_WAIT_LIMIT_MS;
  while (!predicate()) {
    if (performance.now() > deadline) throw new Error(`Timeout: ${message}`);
    await new Promise((resolve) => real.setTimeout(resolve, 0));
  }
}

function uninstall(): void {
  if (!installed) return;
  Object.assign(window, original);
  installed.reset();
  installed = undefined;
}

// Mocha root hooks. The clock goes as soon as a test's body settles, pass or fail, so the suites' own afterEach
// hooks (which may poll with waitUntil) run on real time; and whatever happens, the next test starts on it.
beforeEach(function () {
  const test = this.currentTest;
  const body = test?.fn;
  if (!test || !body || body.length > 0) return;
  test.fn = async function (this: Mocha.Context) {
    try {
      return (await (body as (this: Mocha.Context) => unknown).call(this)) as unknown;
    } finally {
      uninstall();
    }
  };
});
afterEach(uninstall);
