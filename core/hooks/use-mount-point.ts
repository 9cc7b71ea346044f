import { useLayoutEffect, useState } from 'react';
import { deferListening } from '../runtime/deferred-listening.ts';

/**
 * A light-DOM node inserted next to server markup (`beforebegin`, `afterend`, …) for React to portal into,
 * removed again when the element unmounts so the server markup is left as it was.
 */
export function useMountPoint(anchor: Element | null, position: InsertPosition, className: string): HTMLElement | null {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const created = document.createElement('span');
    created.className = className;
    anchor.insertAdjacentElement(position, created);
    deferListening(created);
    setNode(created);
    return () => {
      created.remove();
      setNode(null);
    };
  }, [anchor, position, className]);
  return node;
}
