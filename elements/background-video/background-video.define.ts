import { defineElement } from '../../core/runtime/define-element.ts';
import { BackgroundVideo } from './background-video.tsx';

/**
 * A page-builder block with a video from the video host playing behind its content. Print the poster (an `img`
 * or the block's background) inside it: it shows until the video plays and stays when the video does not start.
 * The player is created only when the block comes within 300 px of the viewport, and only when the shopper has
 * consented to the video host (the gallery's consent cookie) or presses the play button; it does not start for
 * a shopper who prefers reduced motion. It pauses whenever the block is out of view, and a pause/play button
 * is shown (videos that move for more than five seconds need one). The element has the `playing` attribute
 * while the video plays, for the stylesheet.
 *
 * @summary video behind a block's content: near the viewport only, paused off-screen, never started under reduced motion, with a pause button
 * @block blocks
 * @attr {string} video-id - the video host's id of the video; without one only the poster shows (default none; `videoid` is read too)
 * @attr {boolean} loop - play the video again from the start when it ends (default off)
 * @attr {number} audio - the volume from 0 to 100; 0 plays muted (default `0`)
 * @attr {string} player-url - the video host's embeddable player URL, to which the video id is appended; http(s) only (default `https://www.youtube-nocookie.com/embed/`)
 * @fires {CustomEvent<{ playing: boolean; videoId: string }>} shop-background-video-toggled - the video started or stopped playing
 * @cssprop --shop-background-video-control-inset - distance of the pause button from the block's bottom-right corner
 */
export const ShopBackgroundVideoElement = defineElement('shop-background-video', BackgroundVideo, {
  videoId: { type: 'string', deprecatedName: 'videoid' },
  loop: 'boolean',
  audio: { type: 'number', min: 0, max: 100 },
  playerUrl: 'string',
});
