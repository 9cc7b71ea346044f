// What a production web server adds to every reply, so the demo's measurements match what shoppers would get:
// brotli or gzip by the request's Accept-Encoding, `Vary: Accept-Encoding`, and 304 answers to a matching
// `If-None-Match` for replies that carry an ETag (the static files).
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Reply } from './reply.ts';

type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;
/** Below this, compression saves less than the header it adds (a common nginx `gzip_min_length`). */
const MIN_COMPRESSED_BYTES = 256;

/**
 * Static files never change under their ETag: each is compressed once, at the highest level (as a build would).
 * Off the event loop: a cold 445 KB chunk took 1 s at quality 11 on an idle machine and several under load, and
 * done in place it held up every other request to the shop meanwhile (the first journeys of a run timed out).
 */
const compressedByEtag = new Map<string, Promise<Buffer>>();
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function negotiate(reply: Reply, request: IncomingHttpHeaders): Promise<Reply> {
  const contentType = reply.headers['Content-Type'] ?? '';
  if (!COMPRESSIBLE.test(contentType) || reply.headers['Content-Encoding']) return notModified(reply, request) ?? reply;
  const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
  const accepted = preferredEncoding(request['accept-encoding']);
  const encoding = accepted && body.length >= MIN_COMPRESSED_BYTES ? accepted : undefined;
  const headers: Record<string, string> = { ...reply.headers, Vary: 'Accept-Encoding' };
  // Each encoding is its own representation, with its own validator (as Apache's "-gzip" suffix).
  const sourceTag = reply.headers['ETag'];
  if (sourceTag && encoding) headers['ETag'] = sourceTag.replace(/"$/, `-${encoding}"`);
  const encoded = { ...reply, headers };
  const unchanged = notModified(encoded, request);
  if (unchanged || !encoding) return unchanged ?? encoded;
  const key = sourceTag && `${encoding}:${sourceTag}`;
  const compressing = (key && compressedByEtag.get(key)) || compress(body, encoding, Boolean(key));
  if (key) compressedByEtag.set(key, compressing);
  const compressed = await compressing;
  return {
    ...encoded,
    headers: { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(compressed.length) },
    body: compressed,
  };
}

/** A 304 without a body when the request already holds this representation (its ETag in If-None-Match). */
function notModified(reply: Reply, request: IncomingHttpHeaders): Reply | undefined {
  const etag = reply.headers['ETag'];
  if (!etag || reply.status !== 200 || !matches(request['if-none-match'], etag)) return undefined;
  return { ...reply, status: 304, body: '' };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** brotli when accepted, else gzip, else nothing; `q=0` refuses an encoding. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...parameters]) => !parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter)))
      .map(([name = '']) => name.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Once-only (static) bodies get the best ratio; per-request bodies the fast levels servers use on the fly. */
function compress(body: Buffer, encoding: Encoding, once: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: once ? 9 : 6 });
  return brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: once ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
