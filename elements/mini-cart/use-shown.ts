import { useLayoutEffect, useState } from 'react';

const isShown = (element: Element | null): boolean => !element || element.getClientRects().length > 0;

/**
 * Whether the theme shows `element` (it has a box: not `display: none` at this width), updated when that changes.
 * Read before the first paint, so nothing is laid out only to be taken away. Without an element, true.
 */
export function useShown(element: Element | null): boolean {
  const [shown, setShown] = useState(() => isShown(element));
  useLayoutEffect(() => {
    setShown(isShown(element));
    if (!element) return;
    // A box appearing or going away is a size change from or to nothing.
    const observer = new ResizeObserver(() => setShown(isShown(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return shown;
}
