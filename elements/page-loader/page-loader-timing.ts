/** The overlay shows for at least this long from the start of the navigation… */
export const MINIMUM_MS = 1000;
/** …and never longer than this, whether or not the load event has come (the stylesheet enforces it too). */
export const MAXIMUM_MS = 5000;

export type ReadyReason = 'load' | 'maximum';

/**
 * Calls `done` once the page has loaded and the minimum has passed since the navigation started, or at the
 * maximum, whichever comes first; at once (synchronously) when both are already true. Returns a function that
 * stops waiting.
 */
export function whenPageReady(done: (reason: ReadyReason) => void): () => void {
  const elapsed = performance.now();
  let loaded = document.readyState === 'complete';
  let minimumPassed = elapsed >= MINIMUM_MS;
  const timers: number[] = [];
  const stop = (): void => {
    timers.forEach((id) => clearTimeout(id));
    window.removeEventListener('load', onLoad);
  };
  const finish = (reason: ReadyReason): void => {
    stop();
    done(reason);
  };
  const check = (): void => {
    if (loaded && minimumPassed) finish('load');
  };
  function onLoad(): void {
    loaded = true;
    check();
  }
  if (loaded && minimumPassed) {
    done('load');
    return () => undefined;
  }
  if (!minimumPassed)
    timers.push(
      window.setTimeout(() => {
        minimumPassed = true;
        check();
      }, MINIMUM_MS - elapsed),
    );
  timers.push(window.setTimeout(() => finish('maximum'), MAXIMUM_MS - elapsed));
  if (!loaded) window.addEventListener('load', onLoad, { once: true });
  return stop;
}
