// The stand-in video host (/video-host/…) and the gallery's thumbnails kept on the shop (/videos/thumbs/…).
import { THUMBNAIL_PATH } from '../video/gallery.ts';
import { VIDEO_HOST_PATH, videoHostReply, videoThumbnail } from '../video/host.ts';
import type { Resolver } from './route.ts';

const SHOP_THUMB = new RegExp(`^${THUMBNAIL_PATH}([\\w-]+)\\.svg$`);

export const resolveVideo: Resolver = (ctx) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  if (ctx.path.startsWith(VIDEO_HOST_PATH)) {
    const reply = videoHostReply(ctx.path);
    return reply && { endpoint: 'video_host', handle: () => reply };
  }
  const thumb = SHOP_THUMB.exec(ctx.path)?.[1];
  if (!thumb) return undefined;
  return {
    handle: () => ({
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' },
      body: videoThumbnail(thumb),
    }),
  };
};
