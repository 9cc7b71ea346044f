import { defineElement } from '../../core/runtime/define-element.ts';
import { VideoGallery } from './video-gallery.tsx';

/**
 * Wraps the video gallery plugin's markup: the player box (`.epyt-video-wrapper`) and the thumbnail list
 * (`.epyt-gallery-list`, with its paging buttons and counter). Thumbnails and paging buttons become buttons
 * (Enter and Space); a chosen thumbnail plays in the player, which is scrolled to 20 px below the top; paging
 * posts the plugin's page action with its security token and page options and shows the page the shop
 * answers. With the autonext option, a video that ends is followed by the next thumbnail, on the next page
 * after the last. Nothing is loaded from the video host before the shopper consents: a consent box stands in
 * for the player, and a click on it is the consent for that video; "always" remembers it for 30 days.
 *
 * @summary video gallery: thumbnails with paging, a player loaded only after consent, and autonext across pages
 * @block blocks - <div class="epyt-video-wrapper" data-videoid="aqz-KE-bpKQ"><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ">Watch “Big Buck Bunny” on YouTube</a></div><div class="epyt-gallery"><div class="epyt-gallery-list"><div class="epyt-gallery-allthumbs"><div class="epyt-gallery-thumb" data-videoid="aqz-KE-bpKQ"><div class="epyt-gallery-title">Big Buck Bunny</div></div><div class="epyt-gallery-thumb" data-videoid="eRsGyueVLvQ"><div class="epyt-gallery-title">Sintel</div></div></div></div></div>
 * @attr {string} player-url - the video host's embeddable player URL, to which the video id is appended; http(s) only (default `https://www.youtube-nocookie.com/embed/`)
 * @fires {CustomEvent<{ videoId: string; title: string; autonext: boolean }>} shop-video-gallery-selected - a video was chosen, by the shopper or by autonext
 * @fires {CustomEvent<{ page: number; direction: 'next' | 'prev' }>} shop-video-gallery-paged - a page of thumbnails replaced the list; `page` is the counter's new value
 * @fires {CustomEvent<{ direction: 'next' | 'prev'; error: unknown }>} shop-video-gallery-page-failed - a page could not be loaded (the shopper was alerted); the list is unchanged
 */
export const ShopVideoGalleryElement = defineElement('shop-video-gallery', VideoGallery, {
  playerUrl: 'string',
});
