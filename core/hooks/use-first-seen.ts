import { useEffect, useState } from 'react';

/**
 * Whether `target` has been in view, at least `threshold` of its box (0 is any part), since it was first
 * watched. Turns true once and stays true: what the page-builder blocks need for "when scrolled into view".
 */
export function useFirstSeen(target: Element | null, threshold = 0): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!target || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) return;
        observer.disconnect();
        setSeen(true);
      },
      { threshold },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, threshold, seen]);
  return seen;
}
