/**
 * The theme's sticky header height in px, from `--shop-sticky-header-height` on the root element (set by the
 * theme or the sticky header element; 0 when unset), so a scroll never lands its target under the header.
 */
export function stickyHeaderHeight(): number {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--shop-sticky-header-height');
  const height = Number.parseFloat(value);
  return Number.isFinite(height) && height > 0 ? height : 0;
}
