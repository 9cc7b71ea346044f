import { defineElement } from '../../core/runtime/define-element.ts';
import { Lightbox } from './lightbox.tsx';

/**
 * Wraps page content whose links open a modal lightbox (glightbox, fetched on the first opening): its
 * `.jpg`/`.jpeg` links form one image gallery (at most 30 images shown, around the one clicked), a `#id` link
 * shows a copy of that element, a YouTube or Vimeo link plays in an iframe (pausing the page's playing
 * videos until it closes). Other links are left alone.
 *
 * @summary links that open a modal lightbox: jpg galleries and single images, inline content by id, video iframes; opened by URL hash too
 * @block blocks
 * @attr {number} width - width of inline content and videos, px, from 1 to 10000 (default `500`)
 * @attr {number} height - height of inline content and videos, px, from 1 to 10000 (default `344`)
 * @attr {number} slideshow-interval - milliseconds between images while the gallery's slideshow plays, from 1000 to 60000 (default `5000`)
 * @attr {string} hash-prefix - a URL hash `#{prefix}{n}` opens image n of this element's gallery (default `lightbox-`)
 * @attr {string} label - the dialog's name (default the link's title, else its text, else its image's alternative text)
 * @attr {string} counter-text - the image counter (default `{n} / {total}`)
 * @attr {string} image-error-text - shown in place of an image that failed, the part before " could not" linking to the image (default `The image #{n} could not be loaded.`)
 * @fires {CustomEvent<{ open: boolean; index: number; kind: 'image' | 'inline' | 'video' }>} shop-lightbox-toggled - the lightbox opened or closed; `index` is the item shown
 * @fires {CustomEvent<{ url: string; reason: string }>} shop-navigate - on `document`, cancelable: the lightbox code could not load, so the library is about to follow the link itself; cancel to route it yourself
 */
export const ShopLightboxElement = defineElement('shop-lightbox', Lightbox, {
  width: { type: 'number', min: 1, max: 10000 },
  height: { type: 'number', min: 1, max: 10000 },
  hashPrefix: 'string',
  slideshowInterval: { type: 'number', min: 1000, max: 60000 },
  label: 'string',
  counterText: 'string',
  imageErrorText: 'string',
});
