import { useEffect, useState } from 'react';

/**
 * Whether `target`'s top has come 90% of the way down into the viewport (the block is at least a tenth of a
 * screen in), updated each time it enters or leaves: when a slider is worth laying out, and laid out again.
 */
export function useInView(target: Element | null): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (!target) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px -10% 0px',
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return inView;
}
