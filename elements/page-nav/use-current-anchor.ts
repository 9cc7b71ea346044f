import { useEffect, useState } from 'react';
import { stickyHeaderHeight } from '../../core/dom/sticky-header-height.ts';
import type { PageAnchor } from './page-anchors.ts';

/** Where a section becomes current: this many px below the sticky header, just past where a scroll to it lands. */
const BELOW_HEADER = 8;

/**
 * The anchor of the section being read: the last one (in page order) above the reading line, just below the
 * sticky header, where a scroll to a section puts its anchor. An IntersectionObserver watches the region above that line,
 * so no work is done per scroll event; it is rebuilt when the viewport or the header height changes.
 */
export function useCurrentAnchor(anchors: readonly PageAnchor[]): PageAnchor | undefined {
  const [current, setCurrent] = useState<PageAnchor>();
  useEffect(() => {
    if (anchors.length === 0) return;
    const above = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const observe = (): void => {
      observer?.disconnect();
      above.clear();
      const line = Math.round(stickyHeaderHeight() + BELOW_HEADER);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) above.add(entry.target);
            else above.delete(entry.target);
          }
          setCurrent(anchors.filter((anchor) => above.has(anchor.target)).pop());
        },
        // Far above the viewport down to the reading line: an anchor inside has been read up to.
        { rootMargin: `1000000px 0px ${line - window.innerHeight}px 0px` },
      );
      for (const anchor of anchors) observer.observe(anchor.target);
    };
    observe();
    window.addEventListener('resize', observe);
    // The sticky header publishes its height on the root element's style.
    const headerChanged = new MutationObserver(observe);
    headerChanged.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    return () => {
      observer?.disconnect();
      headerChanged.disconnect();
      window.removeEventListener('resize', observe);
    };
  }, [anchors]);
  return current;
}
