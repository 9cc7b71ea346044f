import { useLayoutEffect, useState } from 'react';

/**
 * The elements under `root` matching `selector`, kept current while the markup changes: YITH replaces the
 * whole wishlist form with the server's copy after most calls, and a reorder moves rows around.
 */
export function useLiveQuery<E extends Element = HTMLElement>(root: Element, selector: string, { subtree = true } = {}): E[] {
  const [found, setFound] = useState<E[]>([]);
  useLayoutEffect(() => {
    const query = (): E[] =>
      subtree ? [...root.querySelectorAll<E>(selector)] : [...root.children].filter((child): child is E => child.matches(selector));
    const update = (): void => {
      const next = query();
      setFound((current) =>
        current.length === next.length && current.every((element, index) => element === next[index]) ? current : next,
      );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree });
    return () => observer.disconnect();
  }, [root, selector, subtree]);
  return found;
}
