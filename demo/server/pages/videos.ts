// /videos/: the workshop's video gallery (the gallery plugin's markup in <shop-video-gallery>, 3 pages of stand-in
// videos played by the stand-in host under /video-host/).
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { GALLERY_SECURITY, galleryList } from '../video/gallery.ts';
import { VIDEO_HOST_PATH } from '../video/host.ts';
import { DEMO_VIDEOS } from '../video/videos.ts';

/** The plugin's localized global, as `wp_localize_script` prints it. */
export const galleryParams = `<script id="__ytprefs__-js-extra">
var _EPYT_ = ${JSON.stringify({ ajaxurl: '/wp-admin/admin-ajax.php', security: GALLERY_SECURITY, gallery_scrolloffset: 20 })};
</script>`;

/** The gallery block; `autonext` off prints the option as 0 on the paging buttons. */
export function videoGallery(autonext = true): string {
  const first = DEMO_VIDEOS[0]!;
  return `<shop-video-gallery player-url="${VIDEO_HOST_PATH}embed/">
<div class="epyt-video-wrapper" data-videoid="${first.id}">
	<a class="epyt-gallery-fallback" href="${VIDEO_HOST_PATH}embed/${first.id}">Watch “${escapeHtml(first.title)}” on the video host</a>
</div>
<div class="epyt-gallery">
<div class="epyt-gallery-list">
${galleryList(1, autonext)}
</div>
</div>
</shop-video-gallery>`;
}

export function videosPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Workshop videos',
    bodyClass: 'page videos',
    breadcrumb: [['Workshop videos']],
    content: (
      notices,
    ) => `${notices}<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Workshop videos</h1></header>
<div class="entry-content">
<p>How our clothes are cut, dyed, sewn and mended. Choose a video; when one ends, the next one plays.</p>
${videoGallery(ctx.query.get('autonext') !== '0')}
</div></article>${galleryParams}`,
  });
}
