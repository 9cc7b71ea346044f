import { test, expect, elementsReady } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const PAGES = [
  '/',
  '/shop/',
  '/shop/page/2/?orderby=price',
  '/product-category/hoodies/',
  '/product/organic-cotton-tee/',
  '/product/classic-crew-tee/',
  '/product/custom-print-tee/',
  '/product/weekend-outfit-set/',
  '/cart/',
  '/checkout/',
  '/my-account/',
  '/my-account/orders/',
  '/my-account/edit-account/',
  '/my-account/lost-password/',
  '/wishlist/',
  '/lookbook/',
  '/videos/',
  '/demo/elements/',
];

for (const path of PAGES) {
  test(`demo page ${path} loads its elements without errors and has no axe violations`, async ({ page }) => {
    // The catalogue has every element: loading each and axe over the whole page take 11 s on a quiet machine (axe
    // alone 4 s) and passed 30 s at a load average of 20. The limit only decides how soon a real failure reports.
    test.slow(path === '/demo/elements/');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Failed loads are reported with their URL by the response listener below.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // Every tag on the page upgrades (one that waits for the viewport, idle or a first interaction is asked to
    // load) and commits its first render; none is left in the error state a failed chunk or render gives.
    const tags = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.startsWith('shop-'))),
    ]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) await elementsReady(page, tag);
    const notUpgraded = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter(
          (element) => element.localName.startsWith('shop-') && (!element.matches(':defined') || element.matches('[data-state="error"]')),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    );
    expect(notUpgraded).toEqual([]);
    const violations = await axeViolations(page, 'html');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
}
