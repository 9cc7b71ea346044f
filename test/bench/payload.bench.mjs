// Payload: gzip bytes of the entry and every chunk, and for each demo page the JavaScript it actually
// fetched before any interaction (Playwright network accounting, gzip size of each body).
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { outputSizes } from '../../build.mjs';

const ENTRY_BUDGET = 6 * 1024;
const PAGES = ['/', '/shop/', '/product-category/hoodies/', '/cart/', '/checkout/', '/my-account/', '/wishlist/', '/demo/elements/'];

async function productPath(browser, demoUrl) {
  const page = await browser.newPage();
  await page.goto(`${demoUrl}/shop/`);
  const href = await page.locator('ul.products li.product a.woocommerce-LoopProduct-link').first().getAttribute('href');
  await page.close();
  return href ? new URL(href, demoUrl).pathname : undefined;
}

/** Loads a page, waits for the network to settle, and sums the JavaScript it fetched. */
async function fetchedJavaScript(browser, url) {
  const page = await browser.newPage();
  const bodies = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript')) bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  await page.close();
  return {
    requests: buffers.length,
    raw: buffers.reduce((sum, body) => sum + body.length, 0),
    gzip: buffers.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

export default async function payload({ browser, demoUrl, root, build }) {
  const metafile = JSON.parse(readFileSync(`${root}${build.metafile}`, 'utf8'));
  const sizes = outputSizes(metafile, build.outdir);
  const entry = sizes.find((row) => row.file === `${build.outdir}/shop-elements.js`);
  const entryMet = entry.gzip <= ENTRY_BUDGET;
  const output = {
    title: 'Build output (every entry and chunk)',
    columns: ['file', 'kind', 'raw B', 'gzip B'],
    rows: sizes.map((row) => [row.file, row.kind, row.raw, row.gzip]),
    notes: [`Entry module: ${entry.gzip} B gzip against a budget of ${ENTRY_BUDGET} B: ${entryMet ? 'met' : 'MISSED'}.`],
    missed: entryMet ? 0 : 1,
  };
  const product = await productPath(browser, demoUrl);
  const rows = [];
  for (const path of [...PAGES, ...(product ? [product] : [])]) {
    const fetched = await fetchedJavaScript(browser, `${demoUrl}${path}`);
    rows.push([path, fetched.requests, fetched.raw, fetched.gzip]);
  }
  const pages = {
    title: 'JavaScript each demo page fetched before any interaction',
    columns: ['page', 'requests', 'raw B', 'gzip B'],
    rows,
    notes: ['Only the chunks of the elements present on a page are fetched; interaction-only libraries load on first use.'],
  };
  return [output, pages];
}
