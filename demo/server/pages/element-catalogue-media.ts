// /demo/elements/ entries for the video blocks (the full gallery: /videos/; a background video at work: /lookbook/).
import type { ElementEntry } from './element-catalogue.ts';
import { galleryParams, videoGallery } from './videos.ts';

export function mediaEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-video-gallery',
      summary:
        'Wraps the video gallery plugin’s player box and thumbnail list. Nothing comes from the video host before consent: a consent box stands in for the player (a click on it is consent for that video; “always” is a 30-day cookie). Thumbnails and paging buttons work with Enter and Space; paging posts the plugin’s page action and the counter follows; a failing page alerts; with autonext the next video plays when one ends, across pages. Here the host is the demo’s stand-in player.',
      exampleHtml: `${galleryParams}\n${videoGallery()}`,
    },
    {
      tag: 'shop-background-video',
      summary:
        'A video behind a block’s content, over the printed poster: created only near the viewport and with consent to the video host (or on its play button), paused off-screen, never started under reduced motion, always with a pause button. Consent to the gallery above (“always”) and reload to see it start by itself.',
      exampleHtml: `<shop-background-video video-id="demo-video-03" loop audio="0" player-url="/video-host/embed/" style="min-height:12rem;padding:1rem;color:#fff;background-color:#1f2d4d">
	<img src="/videos/thumbs/demo-video-03.svg" alt="" width="320" height="180" style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-2">
	<p>Knitting the merino scarf</p>
</shop-background-video>`,
    },
  ];
}
