import { useLayoutEffect, useState } from 'react';

const PROPERTY = '--shop-sticky-header-height';

/**
 * Publishes the host's height as `--shop-sticky-header-height` on the root element, from the first commit and
 * whenever the header grows or shrinks (a wrapped menu, a breakpoint). The stylesheet points the page's
 * `scroll-padding-top` at it, and the library's scroll helpers and sticky sidebars read it. Returns the height.
 */
export function usePublishedHeight(host: HTMLElement): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const root = document.documentElement;
    const publish = (px: number): void => {
      root.style.setProperty(PROPERTY, `${px}px`);
      setHeight(px);
    };
    publish(host.getBoundingClientRect().height);
    const resized = new ResizeObserver(([entry]) => {
      const px = entry?.borderBoxSize[0]?.blockSize;
      if (px !== undefined) publish(px);
    });
    resized.observe(host);
    return () => {
      resized.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [host]);
  return height;
}
