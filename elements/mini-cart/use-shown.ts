import { useLayoutEffect, useState } from 'react';

const isShown = (element: Element | null): boolean => !element || element.getClientRects().length > 0;

/**
 * Whether the theme shows the child of `container` that `selector` finds (it has a box: not `display: none` at this
 * width), updated when that changes. The child is looked up each time: cart fragments replace the theme's cart link
 * with a new one, and the detached old one would read as hidden. Read before the first paint, so nothing is laid
 * out only to be taken away. Without a container or such a child, true.
 */
export function useShown(container: Element | null, selector: string): boolean {
  const [shown, setShown] = useState(() => isShown(container?.querySelector(selector) ?? null));
  useLayoutEffect(() => {
    if (!container) return setShown(true);
    let observed: Element | null = null;
    const sizes = new ResizeObserver(() => update());
    const update = () => {
      const current = container.querySelector(selector);
      if (current !== observed) {
        if (observed) sizes.unobserve(observed);
        if (current) sizes.observe(current);
        observed = current;
      }
      setShown(isShown(current));
    };
    // A box appearing or going away is a size change from or to nothing (inline boxes have no observed size: a
    // theme's breakpoint is also a window resize); a replaced link is a child list change.
    const children = new MutationObserver(update);
    children.observe(container, { childList: true });
    addEventListener('resize', update);
    update();
    return () => {
      sizes.disconnect();
      children.disconnect();
      removeEventListener('resize', update);
    };
  }, [container, selector]);
  return shown;
}
