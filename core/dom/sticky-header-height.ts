/**
 * The theme's sticky header height in px, from `--shop-sticky-header-height` on the root element (set by the
 * theme or by `<shop-sticky-header>`), so a scroll never lands its target under the header. Before that
 * element's code has published it (it waits for idle), the element's own box, which the stylesheet makes sticky
 * from the first paint; 0 without either.
 */
export function stickyHeaderHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--shop-sticky-header-height');
  const height = Number.parseFloat(value);
  if (Number.isFinite(height) && height > 0) return height;
  return document.querySelector('shop-sticky-header')?.getBoundingClientRect().height ?? 0;
}
