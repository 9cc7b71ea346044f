import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';

export interface ScrollRegionProps extends HostProps {
  /** The region's accessible name (default: the caption of the table inside, else "Scrollable table"). */
  label?: string;
}

/**
 * A wide table (the my-account orders table) that scrolls sideways inside the element on a narrow screen. The
 * stylesheet makes it scroll from the first paint, so nothing moves when the code arrives; the code names the
 * region and, while its content is wider than it, makes it a tab stop so the arrow keys can scroll it.
 */
function ScrollRegion({ host, label }: ScrollRegionProps) {
  useLayoutEffect(() => {
    const caption = host.querySelector('caption')?.textContent.trim();
    host.setAttribute('role', 'region');
    host.setAttribute('aria-label', label ?? (caption || 'Scrollable table'));
    const fit = (): void => {
      if (host.scrollWidth > host.clientWidth) host.tabIndex = 0;
      else host.removeAttribute('tabindex');
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(host);
    if (host.firstElementChild) observer.observe(host.firstElementChild);
    return () => {
      observer.disconnect();
      for (const name of ['role', 'aria-label', 'tabindex']) host.removeAttribute(name);
    };
  }, [host, label]);

  return null;
}

export { ScrollRegion };
