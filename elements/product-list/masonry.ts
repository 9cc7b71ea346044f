import { useEffect, useLayoutEffect } from 'react';

/** Images in the appended products have usually arrived by then, changing their heights. */
export const MASONRY_RELAYOUT_MS = 500;

/**
 * Masonry on a CSS grid of 1 px rows: each item spans as many rows as it is tall (plus its bottom margin), so
 * it sits right under the item above it. All heights are read before any span is written (one layout).
 */
export function layOutMasonry(list: HTMLElement): void {
  const items = [...list.children] as HTMLElement[];
  const heights = items.map((item) => item.getBoundingClientRect().height + (parseFloat(getComputedStyle(item).marginBottom) || 0));
  items.forEach((item, index) => (item.style.gridRowEnd = `span ${Math.max(1, Math.ceil(heights[index]!))}`));
}

/**
 * Lays the list out as masonry while `enabled`: at once, whenever the list's width changes, and again 500 ms
 * after each appended page (`appended` counts them).
 */
export function useMasonry(list: HTMLElement | null, enabled: boolean, appended: number): void {
  useLayoutEffect(() => {
    if (!list || !enabled) return;
    let width = 0;
    let frame = 0;
    // Laid out in the next frame: the spans change the list's height, which would notify the observer again
    // within this one.
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === width) return;
      width = entry.contentRect.width;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => layOutMasonry(list));
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      for (const item of list.children) (item as HTMLElement).style.removeProperty('grid-row-end');
    };
  }, [list, enabled]);

  useEffect(() => {
    if (!list || !enabled || appended === 0) return;
    layOutMasonry(list);
    const timer = setTimeout(() => layOutMasonry(list), MASONRY_RELAYOUT_MS);
    return () => clearTimeout(timer);
  }, [list, enabled, appended]);
}
