import type { Page } from '@playwright/test';
import { test, expect, elementsReady } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// Storefront's product pages and phone header, recorded from a real store, with the library as the plugin prints
// it: WooCommerce 11's review form, Storefront's sticky bar printed after the footer, and no layout shift on a
// phone (issue #29, items 4 to 6).

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the review form's rating (WooCommerce 11's div) is five stars, required before a review is sent", async ({ page }, testInfo) => {
    await openRecordedPage(page, { name: 'product-reviews-linen-shirt', build: buildOf(testInfo) });
    const posted: string[] = [];
    await page.route('**/wp-comments-post.php', (route) => {
      posted.push(route.request().postData() ?? '');
      return route.fulfill({ contentType: 'text/html', body: '<p>Thanks</p>' });
    });
    await page.getByRole('tab', { name: /Reviews/ }).click();
    const stars = page.getByRole('radiogroup', { name: /Your rating/ }).getByRole('radio');
    await expect(stars).toHaveCount(5);
    await expect(stars.first()).toBeVisible();
    await expect(page.locator('select#rating')).toBeHidden();
    await page.locator('#comment').fill('Fits well.');
    await page.locator('#submit').click();
    await expect(page.getByRole('alert')).toHaveText('Please select a rating');
    expect(posted).toEqual([]);
    await stars.nth(3).click();
    await page.locator('#submit').click();
    await expect.poll(() => posted.length).toBe(1);
    expect(new URLSearchParams(posted[0]).get('rating')).toBe('4');
  });

  test("a product without images keeps its placeholder's square from the first paint", async ({ page }, testInfo) => {
    // The recordings answer no image, so the placeholder never loads: its box is what the stylesheet keeps for it.
    await openRecordedPage(page, { name: 'product-simple-basic-tee', build: buildOf(testInfo), code: false });
    const placeholder = await page.locator('.woocommerce-product-gallery__image--placeholder img').boundingBox();
    expect(placeholder!.width).toBeGreaterThan(200);
    expect(Math.abs(placeholder!.height - placeholder!.width)).toBeLessThanOrEqual(1);
  });

  test('the sticky bar, printed after the footer, names the product of the form it follows', async ({ page }, testInfo) => {
    await openRecordedPage(page, { name: 'product-simple-basic-tee', build: buildOf(testInfo) });
    await elementsReady(page, 'shop-sticky-add-to-cart');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByRole('region', { name: 'Add Basic Tee to cart' });
    await expect(bar).toBeVisible();
    await expect(bar.locator('strong')).toHaveText('Basic Tee');
    await expect(bar.locator('.shop-sticky-add-to-cart__price')).toHaveText('$19.00');
    const image = await page.locator('div.product .wp-post-image').first().getAttribute('src');
    await expect(bar.locator('img')).toHaveAttribute('src', image!);
  });
});

/** The page's cumulative layout shift so far (Layout Instability API), from the first paint. */
async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const totalShift = (page: Page) => page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total);
const headerHeight = (page: Page) => page.locator('#masthead').evaluate((header) => header.getBoundingClientRect().height);

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the header cart adds nothing where Storefront hides it: no layout shift', async ({ page }, testInfo) => {
    await observeShifts(page);
    await openRecordedPage(page, { name: 'home', build: null });
    const storefront = { shift: await totalShift(page), height: await headerHeight(page) };

    const withLibrary = await page.context().newPage();
    await observeShifts(withLibrary);
    await openRecordedPage(withLibrary, { name: 'home', build: buildOf(testInfo) });
    await elementsReady(withLibrary, 'shop-mini-cart');
    // Two frames more: a shift is reported after the frame that moved something.
    await withLibrary.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await headerHeight(withLibrary)).toBe(storefront.height);
    await expect(withLibrary.locator('.shop-mini-cart__toggle')).toHaveCount(0);
    expect(await totalShift(withLibrary)).toBeLessThanOrEqual(storefront.shift);
  });
});
