// Chromium's own busy-time counters (CDP Performance metrics), for the benches that measure what one
// interaction costs the main thread: waiting on the network or on timers never counts.
export const MAIN_THREAD_METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];

/** A function that reads the page's counters, in ms and in the order of MAIN_THREAD_METRICS. */
export async function mainThreadMeter(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return async () => {
    const all = (await cdp.send('Performance.getMetrics')).metrics;
    return MAIN_THREAD_METRICS.map((name) => all.find((m) => m.name === name).value * 1000);
  };
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
