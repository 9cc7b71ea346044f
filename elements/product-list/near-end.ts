import { useEffect, useState } from 'react';

/** How far below the viewport the end of the list starts the next page's request. */
export const NEAR_END_MARGIN_PX = 400;

/** Whether `marker` (placed after the list) is within 400 px of the viewport, updated as it moves. */
export function useNearEnd(marker: Element | null, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!marker || !enabled) return;
    const observer = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: `0px 0px ${NEAR_END_MARGIN_PX}px 0px`,
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      setNear(false);
    };
  }, [marker, enabled]);
  return near;
}
