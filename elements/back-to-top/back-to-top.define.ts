import { defineElement } from '../../core/runtime/define-element.ts';
import { BackToTop } from './back-to-top.tsx';

/**
 * Wraps the theme's back-to-top link (`<a href="#page">`). The link shows once the page is scrolled (the element
 * gets the `scrolled` attribute for the stylesheet); following it scrolls to the top in 300 ms (a jump when the
 * shopper prefers reduced motion) and then moves focus to the link's target, so the next Tab starts from the
 * top. On load, the target of the URL's hash is scrolled to just below the theme's sticky header.
 *
 * @summary back-to-top link: shown once the page is scrolled, scrolls to the top and moves focus there; keeps the URL hash's target clear of the sticky header on load
 * @block blocks - <p><a href="#page">Back to top</a></p>
 * @attr {number} show-after - pixels the page must be scrolled before the link shows, from 0 to 100000 (default `100`)
 * @attr {number} duration - milliseconds of the scroll to the top, from 0 to 5000, instant when the shopper prefers reduced motion (default `300`)
 * @attr {number} anchor-offset - pixels kept above the URL hash's target on load, from 0 to 1000 (default: `--shop-sticky-header-height`, else `0`)
 * @cssprop --shop-sticky-header-height - the theme's sticky header height in px, kept clear above the hash's target
 */
export const ShopBackToTopElement = defineElement('shop-back-to-top', BackToTop, {
  showAfter: { type: 'number', min: 0, max: 100000 },
  duration: { type: 'number', min: 0, max: 5000 },
  anchorOffset: { type: 'number', min: 0, max: 1000 },
});
