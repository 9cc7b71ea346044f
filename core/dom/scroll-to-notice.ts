import { scrollToElement } from './scroll-to.ts';
import { stickyHeaderHeight } from './sticky-header-height.ts';

/** WooCommerce's scroll to notices: 100 px of page above the notice, over one second. */
const NOTICE_MARGIN = 100;
const NOTICE_SCROLL_MS = 1000;

/**
 * Brings a notice shown after the shopper's action into view and moves focus to it, so it is seen and read
 * wherever the shopper was: the page scrolls until the notice sits 100 px below the sticky header (animated over
 * 1,000 ms, a jump under reduced motion), then the notice takes focus. A notice already wholly in view below
 * the header is not scrolled to, only focused, at once. Focus stays where the shopper put it if they moved it
 * while the page scrolled.
 */
export function scrollToNotice(notice: HTMLElement): Promise<void> {
  const header = stickyHeaderHeight();
  const focusedBefore = document.activeElement;
  const focus = (): void => {
    // A shopper who moved on during the scroll (typed, tabbed) keeps their place.
    const moved = document.activeElement !== focusedBefore && document.activeElement !== document.body;
    if (!notice.isConnected || moved) return;
    if (!notice.hasAttribute('tabindex')) notice.tabIndex = -1;
    notice.focus({ preventScroll: true });
  };
  const { top, bottom } = notice.getBoundingClientRect();
  if (top >= header && bottom <= innerHeight) {
    focus();
    return Promise.resolve();
  }
  return scrollToElement(notice, { offset: -(NOTICE_MARGIN + header), duration: NOTICE_SCROLL_MS }).then(focus);
}
