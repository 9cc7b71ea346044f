/** Frames stop in a hidden tab: past this, the work goes ahead without waiting for one. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame: work that follows a press's visible feedback (a busy
 * state) runs after that feedback is on screen, so the press answers in one frame however much the work costs.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_TAB_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}
