import type { Page } from '@playwright/test';
import { test, expect, holdRequests } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

/*
 * Issue #31: the gallery and the tabs wait for the shopper, so a product page fetches no renderer for them before
 * its first interaction. Meanwhile the stylesheet and their renderer-free idle preludes draw what the first paint
 * needs, and what the shopper does before the code arrives is not lost. The group chunk is held back here, as a
 * slow network would.
 */

const SLIDER_PAGE = '/product/classic-crew-tee/?gallery=slider';
const GROUP_CHUNK = /\/chunks\/product\.group-/;

/** Resolves once the page's idle callbacks asked for before this one have run (the preludes among them). */
const afterIdle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

function chunkRequested(page: Page): () => boolean {
  let requested = false;
  page.on('request', (request) => void (GROUP_CHUNK.test(request.url()) && (requested = true)));
  return () => requested;
}

test('tabs before their code: the first panel alone with its tab marked; a tab clicked meanwhile opens once the code arrives', async ({
  page,
}) => {
  const release = await holdRequests(page, GROUP_CHUNK);
  const requested = chunkRequested(page);
  await page.goto(SLIDER_PAGE);
  await expect(page.locator('li.description_tab')).toHaveClass(/\bactive\b/);
  await expect(page.locator('#tab-description')).toBeVisible();
  await expect(page.locator('#tab-additional_information')).toBeHidden();
  await expect(page.locator('#tab-reviews')).toBeHidden();
  await afterIdle(page);
  expect(requested(), 'nothing has asked for the code yet').toBe(false);
  expect(await axeViolations(page, 'shop-product-tabs'), 'the tabs before their code').toEqual([]);

  await page.locator('li.reviews_tab a').click();
  expect(new URL(page.url()).hash, 'the click is held, not followed').toBe('');
  release();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect(page.locator('li.reviews_tab')).toHaveClass(/\bactive\b/);
  await expect(page.locator('li.description_tab')).not.toHaveClass(/\bactive\b/);
});

test('a URL naming the reviews shows their panel from the first paint, and loads the tabs at once', async ({ page }) => {
  const release = await holdRequests(page, GROUP_CHUNK);
  const requested = chunkRequested(page);
  await page.goto(`${SLIDER_PAGE}#reviews`);
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();
  await expect.poll(requested, 'the prelude asked for the code').toBe(true);
  release();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-description')).toBeHidden();
});

test('the review-count link followed before the code arrives shows the reviews, then loads the tabs', async ({ page }) => {
  const release = await holdRequests(page, GROUP_CHUNK);
  const requested = chunkRequested(page);
  await page.goto(SLIDER_PAGE);
  await expect(page.locator('li.description_tab')).toHaveClass(/\bactive\b/);
  await page.locator('a.woocommerce-review-link').click();
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#reviews')).toBeInViewport();
  await expect.poll(requested, 'the hash change asked for the code').toBe(true);
  release();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
});

test('gallery before its code: named controls in the reserved room; a thumbnail pressed meanwhile is shown once the code arrives', async ({
  page,
}) => {
  const release = await holdRequests(page, GROUP_CHUNK);
  const requested = chunkRequested(page);
  await page.goto(SLIDER_PAGE);
  const first = page.getByRole('button', { name: 'Show image 1 of 3' });
  await expect(first).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: 'Previous image' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Next image' })).toHaveAttribute('aria-disabled', 'false');
  const thumbnails = await page
    .locator('.shop-gallery__thumb img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  const printed = await page
    .locator('.woocommerce-product-gallery__image')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('data-thumb')));
  expect(thumbnails.map((src) => new URL(src).pathname)).toEqual(printed.map((src) => new URL(src!, page.url()).pathname));
  await afterIdle(page);
  expect(requested(), 'nothing has asked for the code yet').toBe(false);
  expect(await axeViolations(page, 'shop-product-gallery'), "the prelude's controls").toEqual([]);

  const second = page.getByRole('button', { name: 'Show image 2 of 3' });
  await second.click();
  release();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(first).not.toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.woocommerce-product-gallery__image').nth(1)).toBeInViewport();
  // The element kept the controls the prelude drew: focus stays on the pressed one.
  await expect(second).toBeFocused();
});

test('the mouse coming over the gallery loads it (its hover zoom), before any press', async ({ page }) => {
  const requested = chunkRequested(page);
  await page.goto(SLIDER_PAGE);
  await expect(page.getByRole('button', { name: 'Show image 1 of 3' })).toBeVisible();
  await afterIdle(page);
  expect(requested()).toBe(false);
  await page.locator('.woocommerce-product-gallery__image').first().hover();
  await expect.poll(requested).toBe(true);
  await expect(page.getByRole('button', { name: 'View full-screen image gallery' })).toBeVisible();
});
