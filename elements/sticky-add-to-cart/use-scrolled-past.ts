import { useEffect, useState } from 'react';

/**
 * Everything above the window's top edge: the window's own box, stretched far upwards and cut at its top. A
 * target wholly inside it has been scrolled past; one in view or below it has not. Watching this one region
 * also catches an instant jump from far below the target to far above it (an anchor link), where the target
 * never crosses the window and a plain in-view observer would stay silent.
 */
const ABOVE_THE_WINDOW = '1000000px 1000000px -100% 1000000px';

/**
 * Whether the page is scrolled past `target`: it is shown (not hidden by CSS) and wholly above the window. An
 * element below the window (not reached yet), or not shown at all, does not count.
 */
export function useScrolledPast(target: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    setPast(false);
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(entry.intersectionRatio >= 1 && target.checkVisibility({ visibilityProperty: true }));
      },
      { rootMargin: ABOVE_THE_WINDOW, threshold: [0, 1] },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
