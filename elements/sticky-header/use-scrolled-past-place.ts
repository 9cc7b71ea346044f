import { useLayoutEffect, useState } from 'react';

/**
 * Whether the page is scrolled past the header's own place. The header itself never leaves the viewport (it
 * is sticky), so a marker stands in for its place: an empty, absolutely positioned box just before it, as tall
 * as the header, which takes no room in the page and scrolls away with it. Once the marker is wholly above the
 * viewport, the header is stuck.
 */
export function useScrolledPastPlace(host: HTMLElement, height: number): boolean {
  const [past, setPast] = useState(false);
  const [marker] = useState(() => {
    const box = document.createElement('div');
    box.className = 'shop-sticky-header__place';
    box.setAttribute('aria-hidden', 'true');
    return box;
  });

  useLayoutEffect(() => {
    host.before(marker);
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(marker);
    return () => {
      observer.disconnect();
      marker.remove();
    };
  }, [host, marker]);

  useLayoutEffect(() => void (marker.style.height = `${height}px`), [marker, height]);
  return past;
}
