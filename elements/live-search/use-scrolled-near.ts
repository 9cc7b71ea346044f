import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the row has come within 100 px of its scrolling list's visible part. Thumbnails wait for it: of
 * fifty suggestions about six are in view, and setting fifty image sources (each an image request, an SVG a
 * document of its own) was a third of the keystroke's cost. Once near, a row stays near.
 */
export function useScrolledNear(row: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = row.current;
    if (!enabled || near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { root: node.parentElement, rootMargin: '100px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, near, row]);
  return near;
}
