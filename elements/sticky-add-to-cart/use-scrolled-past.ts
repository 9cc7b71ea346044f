import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled past `target`: it is out of view above the viewport. An element below the
 * viewport (not reached yet) does not count.
 */
export function useScrolledPast(target: Element | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
