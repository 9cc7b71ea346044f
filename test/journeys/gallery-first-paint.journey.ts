import type { Page } from '@playwright/test';
import { test, expect, holdRequests } from './fixtures.ts';

/*
 * Issue #29: the gallery's code arrives after the first paint. The stylesheet folds a gallery that will get a
 * slider to its first image from the first paint, with the thumbnails' room below it, so nothing moves when the
 * element and then glider run; and a gallery whose code never comes shows every image. Since #31 the element waits
 * for the shopper: its idle prelude draws the controls in that room meanwhile.
 */

const SLIDER_PAGE = '/product/classic-crew-tee/?gallery=slider';
const GROUP_CHUNK = /\/chunks\/product\.group-/;
const GLIDER_CHUNK = /\/chunks\/glider-/;

const gallery = (page: Page) => page.locator('shop-product-gallery .woocommerce-product-gallery');
const images = (page: Page) => gallery(page).locator('.woocommerce-product-gallery__image img');

/** The gallery's box and the top of the product summary (below it in one column; beside it in two, the tabs below both). */
async function layout(page: Page): Promise<{ gallery: Box; summary: number; tabs: number }> {
  return page.evaluate(() => {
    const round = (rect: DOMRect) => ({
      x: Math.round(rect.x),
      // Against the document: hovering the gallery may scroll it into view.
      y: Math.round(rect.y + scrollY),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    });
    return {
      gallery: round(document.querySelector('.woocommerce-product-gallery')!.getBoundingClientRect()),
      summary: Math.round(document.querySelector('.summary')!.getBoundingClientRect().y + scrollY),
      // Below the summary in one column, where the summary's own elements change its height as they upgrade.
      tabs: innerWidth > 768 ? Math.round(document.querySelector('.woocommerce-tabs')!.getBoundingClientRect().y + scrollY) : 0,
    };
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The idle prelude's controls: it runs at the first idle moment after the load event, which a busy machine delays. */
const controlsDrawn = (page: Page) =>
  expect(gallery(page).getByRole('button', { name: 'Show image 2 of 3' })).toBeVisible({ timeout: 15_000 });

/** Resolves on the page's first frame: its render-blocking stylesheets have applied. */
const firstFrame = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

async function shownImages(page: Page): Promise<number> {
  let shown = 0;
  for (const image of await images(page).all()) if (await image.isVisible()) shown++;
  return shown;
}

/** Every image of the gallery is visible and links to its full-size file, as without JavaScript. */
async function expectEveryImageReachable(page: Page): Promise<void> {
  const all = images(page);
  await expect(all).toHaveCount(3);
  for (const image of await all.all()) {
    await expect(image).toBeVisible();
    await expect(image.locator('xpath=..')).toHaveAttribute('href', /\.(jpe?g|png|webp|svg)/);
  }
}

// One column (the gallery full width, as on a phone; at 390 px the demo's grid column is widened meanwhile by
// other held elements) and two.
for (const viewport of [
  { name: 'one column', width: 600, height: 900 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`${viewport.name}: folded to the first image with the thumbnails' room from the first paint; nothing moves as the element and glider run`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const releaseGroup = await holdRequests(page, GROUP_CHUNK);
    const releaseGlider = await holdRequests(page, GLIDER_CHUNK);
    await page.goto(SLIDER_PAGE, { waitUntil: 'commit' });
    await expect(page.locator('.woocommerce-tabs')).toBeAttached();
    await firstFrame(page);
    await expect(images(page).first()).toBeVisible();
    expect(await shownImages(page), 'one image before the code').toBe(1);
    const first = (await images(page).first().boundingBox())!;
    const before = await layout(page);
    // The first image and a row of thumbnails: well short of two images stacked.
    expect(before.gallery.height).toBeGreaterThan(first.height + 30);
    expect(before.gallery.height).toBeLessThan(first.height * 1.6);

    await controlsDrawn(page);
    expect(await layout(page), 'the idle prelude has drawn the controls, the element not yet there').toEqual(before);

    // The mouse over the gallery loads the element (#31: it waits for the shopper).
    await images(page).first().hover();
    releaseGroup();
    await page.waitForFunction(() => customElements.get('shop-product-gallery'));
    expect(await layout(page), 'the element has adopted the controls, glider not yet there').toEqual(before);

    releaseGlider();
    await expect(page.locator('.woocommerce-product-gallery__wrapper.glider')).toBeAttached();
    await expect(gallery(page).locator('.shop-gallery__thumb img').first()).toBeVisible();
    expect(await layout(page), 'glider runs').toEqual(before);

    await gallery(page).getByRole('button', { name: 'Show image 2 of 3' }).click();
    await expect(gallery(page).getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-current', 'true');
    // The second image slid to where the first was.
    await expect.poll(async () => Math.round((await images(page).nth(1).boundingBox())!.x)).toBe(before.gallery.x);
  });
}

test('when the gallery code fails to load, every image shows and links to its full size', async ({ page }) => {
  await page.route(GROUP_CHUNK, (route) => route.abort());
  await page.goto(SLIDER_PAGE);
  await controlsDrawn(page);
  await images(page).first().hover();
  await expect(page.locator('shop-product-gallery')).toHaveAttribute('data-state', 'error');
  await expectEveryImageReachable(page);
});

test('when glider fails to load, the element says so and every image shows', async ({ page }) => {
  await page.route(GLIDER_CHUNK, (route) => route.abort());
  await page.goto(SLIDER_PAGE);
  await controlsDrawn(page);
  await images(page).first().hover();
  await expect(page.locator('shop-product-gallery')).toHaveAttribute('stacked', '');
  await expectEveryImageReachable(page);
});

test('with the library blocked altogether, the folded images show after 10 s', async ({ page }) => {
  // The entry and the group chunks the page names itself.
  await page.route(/\/dist\/.*\.js$/, (route) => route.abort());
  await page.goto(SLIDER_PAGE);
  await firstFrame(page);
  await expect(images(page).first()).toBeVisible();
  expect(await shownImages(page)).toBe(1);
  // The stylesheet's 10 s delay, run to its end.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  await expectEveryImageReachable(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every image shows and links to its full size', async ({ page }) => {
    await page.goto(SLIDER_PAGE);
    await expectEveryImageReachable(page);
  });
});
