// Static files: the library build (/dist/), the demo theme (/demo-assets/) and generated images (/images/).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { textReply } from '../http/reply.ts';
import { renderProductSvg } from '../images.ts';
import type { ImageSize } from '../images.ts';
import type { Resolver } from './route.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=UTF-8',
  '.mjs': 'text/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
};

// The build names chunks by content hash, so a chunk never changes under its URL: cache it for good, as a
// real host would. Everything else is revalidated (its ETag answered with 304 while unchanged) so a rebuild
// shows at once.
const cacheControl = (relative: string): string =>
  relative.startsWith('chunks/') && relative.endsWith('.js') ? 'public, max-age=31536000, immutable' : 'no-cache';

async function serveFile(root: string, relative: string): Promise<Reply> {
  const file = normalize(join(root, decodeURIComponent(relative)));
  if (!file.startsWith(normalize(root) + sep)) return textReply('Forbidden', 403);
  try {
    const body = await readFile(file);
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(relative),
      ETag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    return { status: 200, headers, body };
  } catch {
    return textReply('Not found', 404);
  }
}

const IMAGE_PATH = /^\/images\/(.+)-([a-z]+)-(full|single|thumbnail)\.svg$/;

function serveImage(ctx: Ctx): Reply {
  const [, slug = '', colour = '', size = 'full'] = IMAGE_PATH.exec(ctx.path) ?? [];
  return {
    status: 200,
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    body: renderProductSvg(slug, colour, size as ImageSize),
  };
}

export const resolveStatic: Resolver = (ctx) => {
  const { path, config } = ctx;
  if (path.startsWith('/dist/')) return { handle: () => serveFile(config.distDir, path.slice('/dist/'.length)) };
  // The jQuery WordPress ships, for pages that show the legacy events (?jquery=1); a dev dependency.
  if (path === '/demo-assets/vendor/jquery.min.js')
    return { handle: () => serveFile(config.rootDir, 'node_modules/jquery/dist/jquery.min.js') };
  if (path.startsWith('/demo-assets/')) return { handle: () => serveFile(config.publicDir, path.slice('/demo-assets/'.length)) };
  if (IMAGE_PATH.test(path)) return { handle: serveImage };
  return undefined;
};
