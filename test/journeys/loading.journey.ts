import { test, expect } from './fixtures.ts';

interface Manifest {
  tags: Record<string, string[]>;
}

test('preload hints cover the tags that load at once, not the ones that wait', async ({ request, dist }) => {
  const { tags } = (await (await request.get(`${dist}manifest.json`)).json()) as Manifest;
  const groupChunk = (tag: string) => `${dist}${tags[tag]![0]}`;
  const listing = await (await request.get('/shop/')).text();
  expect(listing).toContain(`<link rel="modulepreload" href="${dist}shop-elements.js">`);
  // Add to cart (interaction), the mini cart and the store notice (idle) wait: their chunks are not hinted.
  expect(listing).not.toContain(groupChunk('shop-add-to-cart'));
  expect(listing).not.toContain(groupChunk('shop-store-notice'));
  const product = await (await request.get('/product/wool-scarf/')).text();
  expect(product).toContain(`<script type="module" src="${groupChunk('shop-product-gallery')}"></script>`);
  expect(product).toContain(`<script type="module" src="${groupChunk('shop-quantity')}"></script>`);
  expect(product).not.toContain(groupChunk('shop-add-to-cart'));
});

test('a listing fetches no element code before its load event; the idle mini cart follows without any input', async ({
  page,
  request,
  dist,
}) => {
  const { tags } = (await (await request.get(`${dist}manifest.json`)).json()) as Manifest;
  // What the entry itself imports statically (esbuild's tiny runtime helpers) belongs to the entry.
  const entry = await (await request.get(`${dist}shop-elements.js`)).text();
  const entryFiles = [...entry.matchAll(/(?:import|from)\s*"\.\/([^"]+)"/g)].map(([, file]) => file!);
  const elementFiles = new Set(
    Object.values(tags)
      .flat()
      .filter((file) => !entryFiles.includes(file)),
  );
  await page.goto('/shop/', { waitUntil: 'load' });
  const beforeLoad = await page.evaluate((folder) => {
    const { loadEventStart } = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && (entry as PerformanceResourceTiming).responseEnd <= loadEventStart)
      .map((entry) => new URL(entry.name).pathname.replace(folder, ''));
  }, dist);
  expect(beforeLoad).toContain('shop-elements.js');
  expect(beforeLoad.filter((file) => elementFiles.has(file))).toEqual([]);
  await page.waitForFunction(() => customElements.get('shop-mini-cart') !== undefined);
  await expect(page.locator('shop-mini-cart .shop-mini-cart__toggle')).toBeVisible();
});
