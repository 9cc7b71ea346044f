import { test, expect, holdRequests } from './fixtures.ts';

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
  expect(product).toContain(`<script type="module" src="${groupChunk('shop-quantity')}"></script>`);
  // The gallery and the tabs wait for the shopper (their preludes draw the first paint), and so does add to cart.
  expect(product).not.toContain(groupChunk('shop-product-gallery'));
  expect(product).not.toContain(groupChunk('shop-add-to-cart'));
});

test('a listing fetches no element code before its load event; the idle header follows without any input, the mini cart on intent', async ({
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
  await page.waitForFunction(() => customElements.get('shop-sticky-header') !== undefined);
  // Idle has come and gone: the mini cart still waits for the shopper, whose first focus in it brings it.
  expect(await page.evaluate(() => customElements.get('shop-mini-cart'))).toBeUndefined();
  await page.locator('shop-mini-cart a.cart-contents').first().focus();
  await expect(page.locator('shop-mini-cart .shop-mini-cart__toggle')).toBeVisible();
});

test('what shows only once the page is scrolled is fetched on the first scroll', async ({ page, request, dist }) => {
  const { tags } = (await (await request.get(`${dist}manifest.json`)).json()) as Manifest;
  const scrolledChunk = `${dist}${tags['shop-back-to-top']![0]}`;
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/lookbook/');
  // The idle sticky header has arrived: the page is idle, and the link is still hidden at the top without its code.
  await page.waitForFunction(() => customElements.get('shop-sticky-header') !== undefined);
  const link = page.getByRole('link', { name: 'Back to top' });
  await expect(link).toBeHidden();
  expect(fetched).not.toContain(scrolledChunk);
  await page.mouse.wheel(0, 800);
  await expect(link).toBeVisible();
  expect(fetched).toContain(scrolledChunk);
});

test("opened at a hash, the target is kept below the sticky header before the header's own code has run", async ({ page }) => {
  // The header's group (idle) is held: the back-to-top link's (loaded by the browser's jump, a scroll) comes first.
  const release = await holdRequests(page, /\/site\.group-[^/]*\.js$/);
  await page.goto('/lookbook/#made-to-be-mended');
  await page.waitForFunction(() => customElements.get('shop-back-to-top') !== undefined);
  expect(await page.evaluate(() => customElements.get('shop-sticky-header'))).toBeUndefined();
  const header = (await page.locator('shop-sticky-header').boundingBox())!;
  // The browser's jump left it at the top, under the header; scroll positions are whole pixels.
  const targetTop = async () => (await page.locator('#made-to-be-mended').boundingBox())!.y;
  await expect.poll(targetTop).toBeGreaterThan(header.height - 1);
  expect(await targetTop()).toBeLessThan(header.height + 1);
  release();
});
