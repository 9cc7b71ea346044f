import { useLayoutEffect, useState, type RefObject } from 'react';

export type PanelSide = 'below' | 'above';

/**
 * Where the suggestions open: below the form, or above it when they do not fit below and there is more room above
 * (a phone theme's search in a bar fixed to the bottom of the window, where a list opening downwards would be under
 * the bar, out of reach). Measured before paint each time the panel shows or changes size, and when the window
 * does.
 */
export function usePanelSide(host: HTMLElement, panel: RefObject<HTMLElement | null>, shown: boolean, contentKey: unknown): PanelSide {
  const [side, setSide] = useState<PanelSide>('below');
  useLayoutEffect(() => {
    if (!shown) return;
    const place = (): void => {
      const { top, bottom } = host.getBoundingClientRect();
      const roomBelow = innerHeight - bottom;
      const needed = panel.current?.offsetHeight ?? 0;
      setSide(needed > roomBelow && top > roomBelow ? 'above' : 'below');
    };
    place();
    addEventListener('resize', place);
    return () => removeEventListener('resize', place);
  }, [host, panel, shown, contentKey]);
  return side;
}
