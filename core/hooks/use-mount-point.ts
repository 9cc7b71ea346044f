import { useLayoutEffect, useState } from 'react';
import { deferListening } from '../runtime/deferred-listening.ts';

/**
 * A light-DOM node next to server markup (`beforebegin`, `afterend`, …) for React to portal into, removed again
 * when the element unmounts so the server markup is left as it was. When the server printed that node itself
 * (same classes, beside the anchor or in it), it is used instead: what the server put in it stands in until the
 * element renders, so the page does not move when the code arrives, and is put back on unmount. A printed node
 * on the other side of the anchor (shown on its side by the stylesheet) is moved to its side, so that the reading
 * order follows what the shopper sees.
 */
export function useMountPoint(anchor: Element | null, position: InsertPosition, className: string): HTMLElement | null {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const printed = printedMountPoint(anchor, position, className);
    if (printed) {
      const standIns = [...printed.childNodes];
      if (onTheOtherSide(printed, anchor, position)) anchor.insertAdjacentElement(position, printed);
      printed.replaceChildren();
      deferListening(printed);
      setNode(printed);
      return () => {
        printed.prepend(...standIns);
        setNode(null);
      };
    }
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

function onTheOtherSide(printed: Element, anchor: Element, position: InsertPosition): boolean {
  const follows = Boolean(anchor.compareDocumentPosition(printed) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (position === 'afterend') return !follows;
  if (position === 'beforebegin') return follows;
  return false;
}

function printedMountPoint(anchor: Element, position: InsertPosition, className: string): HTMLElement | null {
  const beside = position === 'beforebegin' || position === 'afterend';
  const container = beside ? anchor.parentElement : anchor;
  const classes = className
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `.${CSS.escape(name)}`)
    .join('');
  return container?.querySelector<HTMLElement>(`:scope > ${classes}`) ?? null;
}
