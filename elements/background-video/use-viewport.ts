import { useEffect, useState } from 'react';

/** How far ahead of the viewport the player is created, so it is ready when the block scrolls in. */
const NEAR_MARGIN = '300px';

/**
 * Where `target` is: `near` turns true once it has come within 300 px of the viewport and stays so (the player is
 * kept once made); `inView` follows whether any of it is in view, so the video pauses off-screen.
 */
export function useViewport(target: Element): { near: boolean; inView: boolean } {
  const [near, setNear] = useState(false);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const nearWatch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearWatch.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    const viewWatch = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)));
    nearWatch.observe(target);
    viewWatch.observe(target);
    return () => {
      nearWatch.disconnect();
      viewWatch.disconnect();
    };
  }, [target]);
  return { near, inView };
}
