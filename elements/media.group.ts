// Video blocks: the video gallery and the background video (their player is the video host's iframe, created
// only after consent, so this chunk is all a page fetches for them before the shopper acts).
import '../core/shared-later-chunk.ts';
import './video-gallery/video-gallery.define.ts';
import './background-video/background-video.define.ts';
