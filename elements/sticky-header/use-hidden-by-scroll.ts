import { useEffect, useState } from 'react';
import { listen } from '../../core/dom/listen.ts';

/**
 * Hide-on-scroll: while `active` (the option is on and the header is stuck), hidden after a scroll down and
 * shown after a scroll up. `show()` brings it back whatever the direction (focus moved into it, a cart opened).
 */
export function useHiddenByScroll(active: boolean): { hidden: boolean; show: () => void } {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    setHidden(false);
    if (!active) return;
    let last = window.scrollY;
    return listen(window, 'scroll', () => {
      const y = window.scrollY;
      if (y !== last) setHidden(y > last);
      last = y;
    });
  }, [active]);
  return { hidden, show: () => setHidden(false) };
}
