import { defineElement } from '../../core/runtime/define-element.ts';
import { Embed } from './embed.tsx';

/**
 * Wraps embedded content (an `iframe`, or WordPress's embed markup: the quote and its clipped iframe). Each
 * iframe's height stays between 200 and 1,000 px: its `height` attribute first, then the height the embedded
 * page reports by `postMessage` in WordPress's embed format (`{ message: 'height', value, secret }`, the
 * `secret` matching the iframe's `data-secret` when it has one). On upgrade and on each load the element posts
 * `{ message: 'ready', secret }` to the iframe, so a page that loaded first reports again.
 *
 * @summary embedded content whose iframes take the height the embedded page reports, clamped between 200 and 1,000 px
 * @block blocks
 * @fires {CustomEvent<{ height: number; iframe: HTMLIFrameElement }>} shop-embed-resized - an iframe took a new height (clamped)
 */
export const ShopEmbedElement = defineElement('shop-embed', Embed, {});
