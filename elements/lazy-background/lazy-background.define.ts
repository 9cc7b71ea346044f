import { defineElement } from '../../core/runtime/define-element.ts';
import { LazyBackground } from './lazy-background.tsx';

/**
 * A block whose background image is fetched only when a tenth of it has come into view. Give the block its
 * size in the markup (its content, a `min-height` or an `aspect-ratio`): the image never changes it. The
 * element gets the `loaded` attribute once the image is set.
 *
 * @summary block whose background image is set when 10% of it is in view; no layout shift
 * @block blocks - <p>Content shown over the background image.</p>
 * @attr {string} image - the background image's URL, http(s) or relative to the page; any other scheme is refused with a console warning (default none)
 */
export const ShopLazyBackgroundElement = defineElement('shop-lazy-background', LazyBackground, {
  image: 'string',
});
