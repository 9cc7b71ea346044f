import { definePlainElement } from '../../core/runtime/define-plain-element.ts';
import { PageLoader } from './page-loader.ts';

/**
 * An overlay over the page while it loads, removed once the page has loaded and 1 s has passed since the
 * navigation started (5 s at most, even when the load event never comes). It is hidden from assistive
 * technology and is never shown without JavaScript. Put its content (a logo, a spinner) inside, or leave it
 * empty for the built-in spinner.
 *
 * @summary page-load overlay: shown only with JavaScript, gone 1 s after the navigation or at load (5 s at most), hidden from assistive technology
 * @block blocks
 * @fires {CustomEvent<{ reason: 'load' | 'maximum' }>} shop-page-loader-hidden - the overlay was removed: the page had loaded (`load`) or the longest wait ran out (`maximum`)
 * @cssprop --shop-page-loader-background - the overlay's background (default white)
 * @cssprop --shop-page-loader-color - the built-in spinner's colour (default the text colour)
 */
export const ShopPageLoaderElement = definePlainElement('shop-page-loader', PageLoader);
