import type { Page } from '@playwright/test';
import { test, expect, elementsReady } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

/** Records the layout shifts that move a node inside the sticky header, or the page content below it as a whole. */
async function recordHeaderShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    (window as unknown as { headerShifts: typeof shifts }).headerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null }>;
      }>) {
        const nodes = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement) ?? null);
        const moved = (node: Element | null) => node?.closest('shop-sticky-header') ?? node?.matches('.storefront-breadcrumb, #content');
        if (entry.hadRecentInput || !nodes.some(moved)) continue;
        shifts.push({ value: entry.value, nodes: nodes.map((node) => (node ? `${node.localName}.${node.className}` : '?')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Forgets the shifts so far (the page's own, while it loaded): what follows is measured alone. */
const forgetShifts = (page: Page) => page.evaluate(() => void (window as unknown as { headerShifts: unknown[] }).headerShifts.splice(0));

/** The layout shift score of those shifts, with the shifts themselves as the message when it is over 0.01. */
async function expectNoHeaderShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { headerShifts: Array<{ value: number; nodes: string[] }> }).headerShifts);
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(score, JSON.stringify(shifts)).toBeLessThanOrEqual(0.01);
}

const header = (page: Page) => page.locator('shop-sticky-header');
const headerBox = (page: Page) => header(page).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** Wheels the page by `delta` px in steps, as a shopper scrolls, waiting for each scroll to land. */
async function wheel(page: Page, delta: number, steps = 5): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, delta / steps);
    await expect.poll(() => page.evaluate(() => window.scrollY)).not.toBe(before);
  }
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('a single-page navigation bullet lands its section just below the sticky header and marks it current', async ({ page }) => {
  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-sticky-header');
  await elementsReady(page, 'shop-page-nav');
  const bullets = page.getByRole('navigation', { name: 'Lookbook sections' });
  // One bullet per flagged anchor, in page order; the anchor without the flag has none.
  await expect(bullets.getByRole('link')).toContainText([
    'Autumn in the workshop',
    'Caring for your clothes',
    'Questions',
    'New in',
    'From the journal',
  ]);
  await expect(bullets.getByRole('link', { name: 'Made to be mended' })).toHaveCount(0);
  await bullets.getByRole('link', { name: 'Questions' }).click();
  const marker = page.locator('.scroll-to[data-link="#questions"]');
  const { height } = await headerBox(page);
  // Within a pixel: the page scrolls by whole pixels, the section and the header's height need not be whole.
  await expect.poll(() => marker.evaluate((element, top) => Math.abs(element.getBoundingClientRect().top - top), height)).toBeLessThan(1);
  await expect(marker).toBeFocused();
  await expect(bullets.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'location');
  await expect(page.getByRole('navigation', { name: 'In this lookbook' }).getByRole('link', { name: 'Questions' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  expect((await headerBox(page)).top, 'the header is in view').toBe(0);
  expect(await axeViolations(page, 'shop-page-nav')).toEqual([]);
});

test('the page menu link to a section scrolls it below the header too, and scrolling on moves the current mark', async ({ page }) => {
  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-page-nav');
  await page.getByRole('navigation', { name: 'In this lookbook' }).getByRole('link', { name: 'New in' }).click();
  await expect(page).toHaveURL(/#new-in$/);
  const current = page.getByRole('navigation', { name: 'Lookbook sections' }).locator('[aria-current="location"]');
  await expect(current).toHaveText('New in');
  await wheel(page, -800);
  await expect(current).toHaveCount(1);
  await expect(current).not.toHaveText('New in');
});

/** Where focus is, and whether the sticky header covers it (focus inside the header or the bullets is never covered). */
function focusUnderHeader(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    const header = document.querySelector('shop-sticky-header')!;
    if (!element || element === document.body || header.contains(element) || element.closest('.shop-page-nav')) return null;
    const box = element.getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    return {
      name: `${element.localName}: ${(element.textContent ?? '').trim().slice(0, 30)}`,
      covered: box.height > 0 && box.top < bar.bottom - 1 && box.bottom > bar.top,
      footer: Boolean(element.closest('#colophon')),
    };
  });
}

test('tabbing down a long page and back up never leaves the focused element under the sticky header', async ({ page }) => {
  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-sticky-header');
  await page.evaluate(() => window.scrollTo(0, 0));
  const covered: string[] = [];
  let reachedFooter = false;
  for (let press = 0; press < 120 && !reachedFooter; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusUnderHeader(page);
    if (focus?.covered) covered.push(focus.name);
    reachedFooter = focus?.footer ?? false;
  }
  expect(reachedFooter, 'tabbed all the way to the footer').toBe(true);
  // Going back up, each element is scrolled in at the top of the viewport: where the header is.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const focus = await focusUnderHeader(page);
    if (focus?.covered) covered.push(focus.name);
  }
  expect(covered).toEqual([]);
});

test('the sticky header shifts nothing while the page scrolls down and back (CLS ≤ 0.01 while scrolling)', async ({ page }) => {
  await recordHeaderShifts(page);
  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-sticky-header');
  await forgetShifts(page);
  await wheel(page, 2000, 10);
  await expect(header(page)).toHaveAttribute('stuck', '');
  expect((await headerBox(page)).top).toBe(0);
  await wheel(page, -2000, 10);
  await expect(header(page)).not.toHaveAttribute('stuck');
  await expectNoHeaderShift(page);
});

test.describe('hide-on-scroll', () => {
  test.beforeEach(async ({ page }) => {
    await recordHeaderShifts(page);
    await page.goto('/shop/?hide_header_on_scroll=on');
    await elementsReady(page, 'shop-sticky-header');
    await forgetShifts(page);
  });

  test('hides the stuck header while scrolling down and shows it on the way up, without shifts', async ({ page }) => {
    await wheel(page, 1200);
    await expect(header(page)).toHaveAttribute('hidden-by-scroll', '');
    await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);
    await wheel(page, -200, 2);
    await expect(header(page)).not.toHaveAttribute('hidden-by-scroll');
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
    await expectNoHeaderShift(page);
    expect(await axeViolations(page, 'shop-sticky-header')).toEqual([]);
  });

  test('shows the hidden header with its cart after an add to cart', async ({ page }) => {
    // A product's button well down the listing, brought into view from above, so that the header hides.
    const add = page.locator('.ajax_add_to_cart').filter({ visible: true }).nth(4);
    await page.evaluate(
      (top) => window.scrollTo(0, top - 600),
      await add.evaluate((button) => button.getBoundingClientRect().top + window.scrollY),
    );
    await wheel(page, 200, 2);
    await expect(header(page)).toHaveAttribute('hidden-by-scroll', '');
    await add.click();
    await expect(header(page)).not.toHaveAttribute('hidden-by-scroll');
    await expect(header(page)).toHaveAttribute('stuck', '');
    await expect.poll(async () => (await headerBox(page)).top).toBe(0);
  });
});
