import { useLayoutEffect } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';

/** The width from which sidebars stick; below it they sit in the page's single column. */
export const WIDE_VIEWPORT = '(min-width: 850px)';
/** The gap kept between a stuck block and the sticky header above it, or the viewport's bottom below it. */
const SPACING = 15;

/**
 * The stylesheet makes the element `position: sticky` from 850 px on, its top 15 px below the sticky header
 * (`--shop-sticky-header-height`), so a block shorter than the viewport needs no script and never moves when
 * the code arrives. What the code adds: a block taller than the room under the header would have its end out
 * of reach, so its `top` becomes negative by the overflow (`--shop-sticky-top`), and it scrolls with the page
 * until its bottom is 15 px above the viewport's, where it sticks.
 */
export function Sticky({ host }: HostProps) {
  useLayoutEffect(() => {
    const wide = matchMedia(WIDE_VIEWPORT);
    const fit = (): void => {
      // The stylesheet's top (header height + 15 px, in whatever unit the theme gave) resolved to pixels.
      host.style.removeProperty('--shop-sticky-top');
      if (!wide.matches) return;
      const top = Number.parseFloat(getComputedStyle(host).top) || 0;
      const height = host.getBoundingClientRect().height;
      if (top + height + SPACING > window.innerHeight)
        host.style.setProperty('--shop-sticky-top', `${window.innerHeight - SPACING - height}px`);
    };
    fit();
    const resized = new ResizeObserver(fit);
    resized.observe(host);
    // The sticky header publishes its height on the root element's style, often after this block was measured.
    const headerMeasured = new MutationObserver(fit);
    headerMeasured.observe(document.documentElement, { attributeFilter: ['style'] });
    wide.addEventListener('change', fit);
    window.addEventListener('resize', fit);
    return () => {
      resized.disconnect();
      headerMeasured.disconnect();
      wide.removeEventListener('change', fit);
      window.removeEventListener('resize', fit);
      host.style.removeProperty('--shop-sticky-top');
    };
  }, [host]);
  return null;
}
