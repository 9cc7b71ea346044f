import { useEffect, useState } from 'react';

/**
 * How many times `target`'s top has come 90% of the way down into the viewport (the block is at least a tenth of
 * a screen in), 0 until the first: when a slider is worth laying out, and laid out again. A count rather than
 * a flag, so that leaving and coming back before the next render still reads as coming back.
 */
export function useTimesInView(target: Element | null): number {
  const [times, setTimes] = useState(0);
  useEffect(() => {
    if (!target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setTimes((count) => count + 1);
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return times;
}
