/** The moments a waiting element's implementation is fetched; each returns a function that stops waiting. */

/** How far outside the viewport a `visible` element starts loading, so it is ready when scrolled to. */
export const NEAR_VIEWPORT_MARGIN = '300px';
/** The longest an `idle` element waits after the load event for the main thread to be free. */
export const IDLE_TIMEOUT_MS = 2000;

const nearViewport = new Map<Element, () => void>();
let intersections: IntersectionObserver | undefined;

/**
 * Once the element is within `NEAR_VIEWPORT_MARGIN` of the viewport, and not before the load event: an element on
 * screen from the start would otherwise fetch its code while the page's own images and scripts still load, on the
 * page's critical path.
 */
export function whenNearViewport(element: Element, run: () => void): () => void {
  const stopWaitingForLoad = afterLoadEvent(() => {
    intersections ??= new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) nearViewport.get(entry.target)?.();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    intersections.observe(element);
  });
  const stop = (): void => {
    stopWaitingForLoad();
    nearViewport.delete(element);
    intersections?.unobserve(element);
  };
  nearViewport.set(element, () => {
    stop();
    run();
  });
  return stop;
}

/** After the load event, at the first idle period (or the timeout); a timer where requestIdleCallback is missing. */
export function whenIdle(run: () => void): () => void {
  let stopIdle = (): void => {};
  const stopWaitingForLoad = afterLoadEvent(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      stopIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1);
      stopIdle = () => clearTimeout(id);
    }
  });
  return () => {
    stopWaitingForLoad();
    stopIdle();
  };
}

/** At once when the page has loaded, otherwise at its load event. */
function afterLoadEvent(run: () => void): () => void {
  if (document.readyState === 'complete') {
    run();
    return () => {};
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * On the page's first scroll, for what only matters once the page has moved (a bar shown past the product form);
 * at once when the page is already scrolled (a restored position, or the browser's jump to the URL hash's target).
 */
export function whenScrolled(run: () => void): () => void {
  if (window.scrollY > 0) {
    run();
    return () => {};
  }
  const onScroll = (): void => {
    stop();
    run();
  };
  const stop = (): void => window.removeEventListener('scroll', onScroll);
  window.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}
