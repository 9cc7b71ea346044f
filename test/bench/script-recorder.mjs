// Records the JavaScript a Playwright page fetches (each response body, gzip-9 sized) so a benchmark can say
// what was loaded before any interaction and what each interaction added.
import { gzipSync } from 'node:zlib';

export function recordScripts(page) {
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), body, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => ({ url: response.url(), body: Buffer.alloc(0), raw: 0, gzip: 0 }),
      ),
    );
  });
  return {
    /** Every script fetched so far. */
    async scripts() {
      return Promise.all(pending);
    },
  };
}

/** The gzip size the same scripts would have as one file: what request merging alone could save. */
export function gzipAsOneFile(scripts) {
  return gzipSync(Buffer.concat(scripts.map((script) => script.body)), { level: 9 }).length;
}

export function totals(scripts) {
  return {
    requests: scripts.length,
    raw: scripts.reduce((sum, script) => sum + script.raw, 0),
    gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
  };
}
