import { defineElement } from '../../core/runtime/define-element.ts';
import { Carousel } from './carousel.tsx';

/**
 * Wraps a list the page prints (`<ul>`, `<ol>` or `<div>`, each child a slide) and turns it into an APG
 * carousel. Until the slider runs, the list is a row that scrolls sideways; glider-js is fetched and started
 * only when the list is 90% of the way into view, and laid out again each time it comes back into view.
 *
 * @summary lazy slider or grid over a printed list: APG carousel with previous/next and a pause control for automatic rotation
 * @block blocks <div> - <p>First slide</p><p>Second slide</p><p>Third slide</p>
 * @attr {string} label - the carousel's accessible name, e.g. "New arrivals" (default none: give one)
 * @attr {boolean} autoplay - advance to the next slide by itself, held on hover, stopped on focus and with reduced motion; shows a pause control (default false)
 * @attr {number} interval - milliseconds between automatic slide changes, from 1000 to 60000 (default `3000`)
 * @attr {number} slides-to-show - how many slides are in view at once, from 1 to 6 (default `1`)
 * @attr {string} previous-label - the previous button's name (default "Previous slide")
 * @attr {string} next-label - the next button's name (default "Next slide")
 * @attr {string} pause-label - the pause control's text while the slides rotate (default "Pause slides")
 * @attr {string} play-label - the pause control's text while they do not (default "Play slides")
 * @fires {CustomEvent<{ index: number; automatic: boolean }>} shop-carousel-slid - another slide came first in view (`automatic` when rotation moved it)
 * @cssprop --shop-carousel-slides - how many slides share the row, from the first paint (set it in the theme to match `slides-to-show`, which sets it once the code runs; default 1)
 */
export const ShopCarouselElement = defineElement('shop-carousel', Carousel, {
  label: 'string',
  autoplay: 'boolean',
  interval: { type: 'number', min: 1000, max: 60000 },
  slidesToShow: { type: 'number', min: 1, max: 6 },
  previousLabel: 'string',
  nextLabel: 'string',
  pauseLabel: 'string',
  playLabel: 'string',
});
