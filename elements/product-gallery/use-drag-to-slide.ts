import { useEffect, useRef } from 'react';

/** How far a mouse or pen must travel sideways on the slider before the press counts as a drag. */
export const DRAG_THRESHOLD_PX = 15;

interface Press {
  pointerId: number;
  x: number;
  dragged: boolean;
}

/**
 * A sideways drag of at least 15 px with a mouse or pen slides one image in its direction; a shorter one is a
 * click, and opens what a click opens (the lightbox). glider's own drag is left off: it slides on the first
 * pixel and stops `mousedown` from reaching the zoom and lightbox. Nothing here stops or prevents a press, so
 * hover zoom keeps every pointer event; only the click that ends a drag is swallowed. Touch is left to the
 * browser, which scrolls the track natively (glider snaps it to a slide).
 */
export function useDragToSlide(wrapper: HTMLElement | null, enabled: boolean, index: number, onGo: (index: number) => void): void {
  const latest = useRef({ index, onGo });
  latest.current = { index, onGo };

  useEffect(() => {
    if (!wrapper || !enabled) return;
    let press: Press | null = null;
    let swallowClick = false;
    let clickWindow: ReturnType<typeof setTimeout> | undefined;

    const down = (event: PointerEvent): void => {
      if (event.pointerType === 'touch' || !event.isPrimary || event.button !== 0) return;
      press = { pointerId: event.pointerId, x: event.clientX, dragged: false };
    };
    const move = (event: PointerEvent): void => {
      if (!press || event.pointerId !== press.pointerId || press.dragged) return;
      if (Math.abs(event.clientX - press.x) < DRAG_THRESHOLD_PX) return;
      press.dragged = true;
      // The release may happen beyond the gallery: it still ends this drag.
      wrapper.setPointerCapture(event.pointerId);
    };
    const up = (event: PointerEvent): void => {
      if (!press || event.pointerId !== press.pointerId) return;
      const { dragged, x } = press;
      press = null;
      if (!dragged) return;
      // The click the browser sends right after this release belongs to the drag, not to the image link.
      swallowClick = true;
      clearTimeout(clickWindow);
      clickWindow = setTimeout(() => (swallowClick = false));
      // A drag brought back to where it began slides nowhere.
      if (Math.abs(event.clientX - x) < DRAG_THRESHOLD_PX) return;
      const { index: current, onGo: go } = latest.current;
      go(event.clientX < x ? current + 1 : current - 1);
    };
    const cancel = (): void => {
      press = null;
    };
    const click = (event: MouseEvent): void => {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    // Links and images would start the browser's own drag and take the pointer away from the slider.
    const dragStart = (event: DragEvent): void => event.preventDefault();

    const listeners: [string, EventListener, boolean][] = [
      ['pointerdown', down as EventListener, false],
      ['pointermove', move as EventListener, false],
      ['pointerup', up as EventListener, false],
      ['pointercancel', cancel, false],
      ['click', click as EventListener, true],
      ['dragstart', dragStart as EventListener, false],
    ];
    for (const [type, listener, capture] of listeners) wrapper.addEventListener(type, listener, capture);
    return () => {
      clearTimeout(clickWindow);
      for (const [type, listener, capture] of listeners) wrapper.removeEventListener(type, listener, capture);
    };
  }, [wrapper, enabled]);
}
