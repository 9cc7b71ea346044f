import { useLayoutEffect, useState, type RefObject } from 'react';

export type PanelSide = 'below' | 'above';

/**
 * Where the suggestions open: below the form, or above it when they do not fit below and there is more room above
 * (a phone theme's search in a bar fixed to the bottom of the window, where a list opening downwards would be under
 * the bar, out of reach). Measured while the panel shows, whenever its size or the window's changes (the answer
 * arriving, its images and styles): a size observer reports before the frame is painted.
 */
export function usePanelSide(host: HTMLElement, panel: RefObject<HTMLElement | null>, shown: boolean): PanelSide {
  const [side, setSide] = useState<PanelSide>('below');
  useLayoutEffect(() => {
    const element = panel.current;
    if (!shown || !element) return;
    const place = (): void => {
      const { top, bottom } = host.getBoundingClientRect();
      const roomBelow = innerHeight - bottom;
      setSide(element.offsetHeight > roomBelow && top > roomBelow ? 'above' : 'below');
    };
    place();
    const sizes = new ResizeObserver(place);
    sizes.observe(element);
    addEventListener('resize', place);
    return () => {
      sizes.disconnect();
      removeEventListener('resize', place);
    };
  }, [host, panel, shown]);
  return side;
}
