import type { Page } from '@playwright/test';
import { TEST_BROWSER_ARGS, chromiumPath } from '../support/chromium.mjs';
import { test, expect, elementsReady } from './fixtures.ts';

// An iPad in its default desktop mode: a touch screen without hover and a desktop user agent, so zoom is on.
test.use({
  // In the full browser: after a tap the headless shell sends the mouse a leave to (0, 0), which no touch screen
  // does, and the zoom the tap opened closes on it.
  launchOptions: { executablePath: chromiumPath(), args: TEST_BROWSER_ARGS },
  viewport: { width: 1024, height: 800 },
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
});

const firstImage = (page: Page) => page.locator('.woocommerce-product-gallery__image img.wp-post-image').first();
const magnified = (page: Page) => page.locator('.woocommerce-product-gallery__image .drift-zoom-pane img');

async function openSliderGallery(page: Page): Promise<void> {
  await page.goto('/product/classic-crew-tee/?gallery=slider');
  await elementsReady(page, 'shop-product-gallery');
  await expect(page.locator('.woocommerce-product-gallery__wrapper.glider')).toBeAttached();
}

/** A finger pressed on `point` and moved `distance` px up, as a shopper scrolls the page down. */
async function swipeUp(page: Page, point: { x: number; y: number }, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: point.x, y: point.y - (distance * step) / 10 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a touch screen a tap zooms the image, the next tap or one elsewhere puts it away; the magnifier opens the lightbox', async ({
  page,
}) => {
  await openSliderGallery(page);
  const url = page.url();
  const dialog = page.getByRole('dialog', { name: 'Product images' });

  await firstImage(page).tap({ position: { x: 100, y: 120 } });
  await expect(magnified(page)).toBeVisible();
  // jQuery zoom's size: the large image at its own width, 1,200 px, over the 480 px image.
  expect((await magnified(page).boundingBox())!.width).toBeCloseTo(1200, 0);
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toBe(url);

  await firstImage(page).tap({ position: { x: 300, y: 300 } });
  await expect(magnified(page)).toHaveCount(0);
  await expect(dialog).toHaveCount(0);

  await firstImage(page).tap({ position: { x: 200, y: 200 } });
  await expect(magnified(page)).toBeVisible();
  await page.locator('.product_title').tap();
  await expect(magnified(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'View full-screen image gallery' }).tap();
  await expect(dialog.locator('.shop-lightbox__counter')).toHaveText('1 / 3');
});

test('on a touch screen a swipe that starts on a zoomable image still scrolls the page', async ({ page }) => {
  await openSliderGallery(page);
  // Zoom in and out first, so the zoom's code is there and listening.
  await firstImage(page).tap();
  await expect(magnified(page)).toBeVisible();
  await firstImage(page).tap();
  await expect(magnified(page)).toHaveCount(0);

  const box = (await firstImage(page).boundingBox())!;
  await swipeUp(page, { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height - 20) }, 200);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
  await expect(magnified(page)).toHaveCount(0);
});

test('on a touch screen, when the zoom cannot load, a tap on an image opens the lightbox as a click does', async ({ page }) => {
  await page.route(/\/chunks\/hover-zoom-/, (route) => route.abort());
  await openSliderGallery(page);
  await firstImage(page).tap();
  await expect(page.getByRole('dialog', { name: 'Product images' }).locator('.shop-lightbox__counter')).toHaveText('1 / 3');
});
