import type { Page } from '@playwright/test';
import { test, expect, elementsReady } from './fixtures.ts';

const COLLECTOR = '/demo/analytics/collect';

interface Hit {
  hit: string;
  path?: string;
  category?: string;
  action?: string;
  label?: string;
}

const collected = async (page: Page): Promise<Hit[]> => (await (await page.request.get('/__demo/analytics')).json()).hits;

/** Adds the listing's first simple product and waits until the cart has answered. */
async function addFirstProduct(page: Page): Promise<string> {
  const button = page.locator('shop-add-to-cart a.ajax_add_to_cart').first();
  const label = (await button.getAttribute('data-product_sku')) || (await button.getAttribute('data-product_id'))!;
  const added = page.evaluate(() => new Promise((resolve) => document.addEventListener('shop-cart-added', resolve, { once: true })));
  await button.click();
  await added;
  return label;
}

/** The listing's "view more" appends its next page, as <shop-product-list> does in button mode. */
async function appendPage(page: Page): Promise<void> {
  const products = page.locator('shop-product-list li.product');
  const before = await products.count();
  await elementsReady(page, 'shop-product-list');
  await page.getByRole('button', { name: 'View more' }).click();
  await expect(products).toHaveCount(before + 12);
}

test('analytics counts the page view, an appended page and an add to cart, then nothing at all after the opt-out', async ({ page }) => {
  await page.request.post('/__demo/analytics/reset');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECTOR) sent.push(request.url());
  });

  await page.goto('/shop/?analytics=on&listing=button');
  await elementsReady(page, 'shop-analytics');
  await expect.poll(() => collected(page)).toEqual([{ hit: 'pageview', path: '/shop/?analytics=on&listing=button' }]);

  await appendPage(page);
  await expect
    .poll(async () => (await collected(page)).at(-1))
    .toEqual({ hit: 'pageview', path: '/shop/page/2/?analytics=on&listing=button' });

  const label = await addFirstProduct(page);
  await expect
    .poll(async () => (await collected(page)).at(-1))
    .toEqual({ hit: 'event', category: 'Products', action: 'Add to Cart', label });
  expect(sent).toHaveLength(3);

  await page.getByRole('link', { name: 'Opt out of analytics' }).click();
  await expect(page.locator('.shop-live-region')).toHaveText('You have opted out of analytics on this site.');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'shop_analytics_disable')).toMatchObject({ value: 'true', path: '/' });

  await appendPage(page);
  await addFirstProduct(page);
  for (const path of ['/shop/', '/']) {
    await page.goto(path);
    await elementsReady(page, 'shop-analytics');
    await expect(page.locator('shop-analytics')).toHaveAttribute('opted-out', '');
    if (path === '/shop/') {
      await appendPage(page);
      await addFirstProduct(page);
    }
  }
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(3);
  expect(await collected(page)).toHaveLength(3);
});
