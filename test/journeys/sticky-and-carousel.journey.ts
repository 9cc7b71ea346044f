import type { Page } from '@playwright/test';
import { test, expect, elementsReady, holdRequests } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

/** Counts the layout shifts that move anything inside a sticky block or a carousel. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: boolean[] = [];
    (window as unknown as { shifts: boolean[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      // As the CLS score does, shifts right after the shopper's own input are not counted.
      for (const entry of list.getEntries() as unknown as Array<{ hadRecentInput: boolean; sources: Array<{ node: Node | null }> }>) {
        const inside = entry.sources.some(({ node }) =>
          (node instanceof Element ? node : node?.parentElement)?.closest('shop-sticky, shop-carousel'),
        );
        if (inside && !entry.hadRecentInput) shifts.push(true);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shiftsInside = (page: Page) => page.evaluate(() => (window as unknown as { shifts: boolean[] }).shifts.length);

/** Scrolls the sticky example's column so that it has passed the top of the window by `by` px. */
async function scrollColumnPast(page: Page, by: number): Promise<void> {
  await page.evaluate((past) => {
    const column = document.querySelector('.demo-sticky')!;
    window.scrollBy(0, column.getBoundingClientRect().top + past);
  }, by);
}

const stickyBox = (page: Page) =>
  page.locator('#shop-sticky shop-sticky').evaluate((element) => ({
    top: element.getBoundingClientRect().top,
    position: getComputedStyle(element).position,
    topStyle: getComputedStyle(element).top,
  }));

test('the sidebar sticks below the header at 1280 px, without moving anything', async ({ page }) => {
  await recordShifts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/demo/elements/');
  await scrollColumnPast(page, 400);
  await elementsReady(page, 'shop-sticky');
  const box = await stickyBox(page);
  expect(box.position).toBe('sticky');
  // The computed style is serialized to six significant digits; a sticky header of fractional height leaves more.
  expect(box.top).toBeCloseTo(Number.parseFloat(box.topStyle), 2);
  expect(box.top).toBeGreaterThanOrEqual(15);
  expect(await shiftsInside(page)).toBe(0);
});

test('the sidebar scrolls with the page at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await page.goto('/demo/elements/');
  await scrollColumnPast(page, 0);
  await elementsReady(page, 'shop-sticky');
  expect((await stickyBox(page)).position).toBe('static');
  // Measured against its column, so that elements elsewhere on the page upgrading meanwhile move nothing here.
  const inColumn = () =>
    page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
      return top('#shop-sticky shop-sticky') - top('.demo-sticky');
    });
  const before = { inColumn: await inColumn(), scrollY: await page.evaluate(() => window.scrollY) };
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.scrollY + 100);
  expect(await inColumn(), 'it moved with its column').toBeCloseTo(before.inColumn, 0);
});

test('the carousel starts in view, and its rotation is paused and played by keyboard', async ({ page }) => {
  await recordShifts(page);
  await page.goto('/demo/elements/');
  const carousel = page.locator('#shop-carousel shop-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const rotation = carousel.getByRole('button', { name: 'Pause slides' });
  await expect(rotation).toBeVisible();
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.locator('ul')).toHaveAttribute('aria-live', 'off');

  await rotation.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
  await expect(carousel.locator('ul')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('Space');
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeFocused();
  await expect(carousel.locator('ul')).toHaveAttribute('aria-live', 'off');

  // Focus moving on to the slides' controls stops rotation for good.
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(carousel.locator('li[aria-label="2 of 5"]')).not.toHaveAttribute('inert', '');
  expect(await axeViolations(page, '#shop-carousel shop-carousel')).toEqual([]);
});

// glider's code arrives a few frames after the list is wrapped in the slider's viewport; the slides keep their
// size through those frames. The chunk is held until the wrap has happened, so the test sees them every run.
test('the carousel starts in view without a layout shift, however late glider arrives', async ({ page }) => {
  await recordShifts(page);
  const release = await holdRequests(page, /\/chunks\/glider-[\w-]+\.js$/);
  await page.goto('/demo/elements/');
  const carousel = page.locator('#shop-carousel shop-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.shop-carousel__viewport')).toHaveCount(1);
  // Two frames with the wrapped list laid out before glider may start.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  release();
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  expect(await shiftsInside(page)).toBe(0);
});
