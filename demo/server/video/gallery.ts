// The video gallery plugin's markup and its page action: the player box, a page of thumbnails with the paging
// buttons that carry the page options, and the admin-ajax answer (fault endpoint name `video_gallery_page`).
import type { Ctx } from '../context.ts';
import { requestField } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { htmlReply, textReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { PLAYLIST_ID, VIDEOS_PER_PAGE, pageCountOf, pageOfToken, pageToken, videosOfPage } from './videos.ts';

export const GALLERY_PAGE_ACTION = 'my_embedplus_gallery_page';
export const GALLERY_SECURITY = 'a9f3c07e21';
/** The plugin can keep thumbnails on the shop, so listing the videos asks nothing of the video host. */
export const THUMBNAIL_PATH = '/videos/thumbs/';

/** The page options the plugin prints on both paging buttons, the button's own page token aside. */
function pageButton(direction: 'prev' | 'next', page: number, autonext: boolean): string {
  const target = direction === 'next' ? page + 1 : page - 1;
  const token = pageToken(target);
  const options = {
    playlistid: PLAYLIST_ID,
    pagesize: VIDEOS_PER_PAGE,
    pagetoken: token,
    epcolumns: 4,
    showtitle: 1,
    showpaging: 1,
    autonext: autonext ? 1 : 0,
    thumbplay: 1,
  };
  const data = Object.entries(options)
    .map(([name, value]) => `data-${name}="${escapeHtml(value)}"`)
    .join(' ');
  const label = direction === 'next' ? 'Next <span aria-hidden="true">›</span>' : '<span aria-hidden="true">‹</span> Prev';
  return `<div class="epyt-pagebutton epyt-${direction}" ${data}${token ? '' : ' hidden'}>${label}</div>`;
}

/** One page of the gallery, as the plugin prints it in the page and answers it to its page action. */
export function galleryList(page: number, autonext = true): string {
  const thumbs = videosOfPage(page)
    .map(
      ({ id, title }) => `<div class="epyt-gallery-thumb" data-videoid="${escapeHtml(id)}">
		<div class="epyt-gallery-img-box"><img class="epyt-gallery-img" src="${THUMBNAIL_PATH}${escapeHtml(id)}.svg" alt="" width="320" height="180"></div>
		<div class="epyt-gallery-title">${escapeHtml(title)}</div>
	</div>`,
    )
    .join('\n\t');
  return `<div class="epyt-gallery-allthumbs epyt-cols-4">
	${thumbs}
</div>
<div class="epyt-pagination">
	${pageButton('prev', page, autonext)}
	<div class="epyt-pagenumbers"><span class="epyt-current">${page}</span><span class="epyt-pageseparator"> / </span><span class="epyt-totalpages">${pageCountOf()}</span></div>
	${pageButton('next', page, autonext)}
</div>`;
}

/** The plugin's page action: '-1' for a stale security token, '0' for a page token it does not know. */
export function galleryPageEndpoint(ctx: Ctx): Reply {
  if (requestField(ctx, 'security') !== GALLERY_SECURITY) return textReply('-1', 403, 'text/html; charset=UTF-8');
  const page = pageOfToken(requestField(ctx, 'options[pageToken]') ?? '');
  if (page === null) return textReply('0', 200, 'text/html; charset=UTF-8');
  return htmlReply(galleryList(page, requestField(ctx, 'options[autonext]') === '1'));
}
