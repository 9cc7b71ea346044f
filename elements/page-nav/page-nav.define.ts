import { defineElement } from '../../core/runtime/define-element.ts';
import { PageNav } from './page-nav.tsx';

/**
 * Single-page navigation over the page's scroll-to anchors (`<span class="scroll-to" data-link="#looks"
 * data-title="Looks" data-bullet="true">`): a bullet navigation with one link per anchor whose bullet flag is
 * set; any link to an anchor (bullets and the theme's menu links) scrolls its section to just below the sticky
 * header in 500 ms (a jump under reduced motion) and moves focus there; the links of the section being read get
 * `aria-current="location"` as the page scrolls. Put it once per page, empty.
 *
 * @summary single-page navigation: bullets and menu links that scroll to the page's sections below the sticky header and mark the current one
 * @block
 * @attr {string} label - accessible name of the bullet navigation (default `Sections of this page`)
 * @attr {number} duration - milliseconds of the scroll to a section, from 0 to 5000, instant when the shopper prefers reduced motion (default `500`)
 * @fires {CustomEvent<{ link: string }>} shop-page-nav-scroll - cancelable: a link to section `link` was followed; cancel to leave it to the browser
 * @fires {CustomEvent<{ link: string }>} shop-page-nav-scrolled - the section `link` was scrolled to just below the sticky header and focused
 * @cssprop --shop-sticky-header-height - the sticky header height in px, kept clear above a section scrolled to
 */
export const ShopPageNavElement = defineElement('shop-page-nav', PageNav, {
  label: 'string',
  duration: { type: 'number', min: 0, max: 5000 },
});
