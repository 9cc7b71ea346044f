/** How patient a pointer hover is before a submenu opens and after the pointer leaves it. */
export interface HoverTimings {
  /** The pointer must travel less than this many px between two samples to count as resting. */
  sensitivity: number;
  /** Milliseconds between two samples of the pointer's position. */
  interval: number;
  /** Milliseconds a submenu stays open after the pointer left it. */
  timeout: number;
}

export interface HoverCallbacks {
  over(): void;
  out(): void;
}

/**
 * Calls `over` once a mouse pointer inside `target` slows down (it moved less than `sensitivity` px in the last
 * `interval` ms), so a pointer crossing the menu on its way elsewhere opens nothing, and `out` once it has been
 * outside for `timeout` ms, so a small slip over the edge does not close it. With `intent` false, `over` runs on
 * entering. Touch and pen pointers are left to the click handling. Returns the removal of the listeners.
 */
export function watchHover(target: HTMLElement, timings: HoverTimings, intent: boolean, callbacks: HoverCallbacks): () => void {
  let x = 0;
  let y = 0;
  let sampledX = 0;
  let sampledY = 0;
  let sampling: ReturnType<typeof setTimeout> | undefined;
  let leaving: ReturnType<typeof setTimeout> | undefined;
  let over = false;

  const sample = (): void => {
    if (Math.abs(x - sampledX) + Math.abs(y - sampledY) < timings.sensitivity) {
      sampling = undefined;
      over = true;
      callbacks.over();
      return;
    }
    sampledX = x;
    sampledY = y;
    sampling = setTimeout(sample, timings.interval);
  };
  const onMove = (event: PointerEvent): void => {
    x = event.clientX;
    y = event.clientY;
  };
  const onEnter = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(leaving);
    leaving = undefined;
    if (over) return;
    if (!intent) {
      over = true;
      callbacks.over();
      return;
    }
    x = sampledX = event.clientX;
    y = sampledY = event.clientY;
    target.addEventListener('pointermove', onMove);
    sampling = setTimeout(sample, timings.interval);
  };
  const onLeave = (event: PointerEvent): void => {
    if (event.pointerType !== 'mouse') return;
    target.removeEventListener('pointermove', onMove);
    clearTimeout(sampling);
    sampling = undefined;
    if (!over) return;
    leaving = setTimeout(() => {
      leaving = undefined;
      over = false;
      callbacks.out();
    }, timings.timeout);
  };

  target.addEventListener('pointerenter', onEnter);
  target.addEventListener('pointerleave', onLeave);
  return () => {
    clearTimeout(sampling);
    clearTimeout(leaving);
    target.removeEventListener('pointerenter', onEnter);
    target.removeEventListener('pointerleave', onLeave);
    target.removeEventListener('pointermove', onMove);
  };
}
