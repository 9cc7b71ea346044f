import { test, expect, elementsReady, holdRequests } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const FIGURES = ['1,250+', '$2,400,000', '98.5%'];

test('count-up: the final numbers are in the page before the code, during the count and after it', async ({ page }) => {
  const served = await (await page.request.get('/lookbook/')).text();
  for (const figure of FIGURES) expect(served).toContain(`<shop-count-up>${figure}</shop-count-up>`);

  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-count-up');
  // Aria snapshots hold what assistive technology reads: the printed numbers, not the copy counting over them.
  const spoken = `
    - list:
      - listitem: 1,250+ shops stock us
      - listitem: $2,400,000 paid to makers
      - listitem: 98.5% organic cotton`;
  await expect(page.locator('.lookbook-hero .shop-count-up__running')).toHaveCount(3);
  await expect(page.locator('.lookbook-hero .lookbook-figures')).toMatchAriaSnapshot(spoken);
  await page.evaluate(() =>
    document
      .querySelectorAll('shop-count-up')
      .forEach((figure) => figure.getAnimations({ subtree: true }).forEach((animation) => animation.finish())),
  );
  await expect(page.locator('.lookbook-hero .shop-count-up__running')).toHaveCount(0);
  await expect(page.locator('.lookbook-hero shop-count-up')).toHaveText(FIGURES);
  await expect(page.locator('.lookbook-hero .lookbook-figures')).toMatchAriaSnapshot(spoken);
});

test('page loader: covers the page until the load, never hiding the content from assistive technology', async ({ page }) => {
  // The embedded page is held, so the load event waits for the test.
  const release = await holdRequests(page, '**/lookbook/embed/');
  await page.goto('/lookbook/', { waitUntil: 'domcontentloaded' });
  const loader = page.locator('shop-page-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toHaveAttribute('aria-hidden', 'true');
  await expect(loader).toHaveCSS('position', 'fixed');
  // Role queries see what assistive technology sees: the page under the overlay, all of it.
  await expect(page.getByRole('heading', { name: 'Lookbook', level: 1 })).toHaveCount(1);
  // The accordion waits for the load event: its section headings are there meanwhile.
  await expect(page.getByRole('heading', { name: 'Repairs', level: 3 })).toHaveCount(1);
  release();
  await expect(loader).toBeHidden();
  await page.getByRole('button', { name: 'Repairs' }).click();
  await expect(page.getByRole('button', { name: 'Repairs' })).toHaveAttribute('aria-expanded', 'true');
});

test('page loader: never shown without JavaScript, where every accordion panel shows too', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.DEMO_URL });
  const page = await context.newPage();
  await page.goto('/lookbook/');
  await expect(page.locator('shop-page-loader')).toBeHidden();
  await expect(page.getByText('Hand wash cold and dry flat, away from the sun.')).toBeVisible();
  await expect(page.getByText('Yes, to 42 countries; duties are shown at checkout.')).toBeVisible();
  await context.close();
});

const CONTENT_CODE = /\/chunks\/content\.group-[^/]+\.js$/;

const WASHING = 'Wash at 30';
const REPAIRS = 'We have mended';

test('accordion: the panels the code will close are closed from the first paint, and nothing moves when it upgrades', async ({ page }) => {
  const release = await holdRequests(page, CONTENT_CODE);
  await page.goto('/lookbook/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(WASHING)).toBeVisible();
  await expect(page.getByText(REPAIRS)).toBeHidden();
  await expect(page.getByText('Yes, to 42 countries; duties are shown at checkout.')).toBeHidden();
  // The library runs: the stylesheet's fallback for a blocked library (panels opening at 10 s) is off.
  expect(await page.getByText(REPAIRS).evaluate((text) => text.parentElement!.getAnimations().length)).toBe(0);
  expect(await axeViolations(page, '.entry-content'), 'before the code arrives').toEqual([]);
  const below = page.getByRole('heading', { name: 'Do you ship abroad?' });
  const before = await below.boundingBox();
  release();
  await elementsReady(page, 'shop-accordion');
  await expect(page.getByRole('button', { name: 'Washing' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(REPAIRS)).toBeHidden();
  expect(await below.boundingBox()).toEqual(before);
});

test('accordion: a heading clicked before the code arrives opens its item once it has', async ({ page }) => {
  const release = await holdRequests(page, CONTENT_CODE);
  await page.goto('/lookbook/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { name: 'Repairs' }).click();
  release();
  await expect(page.getByRole('button', { name: 'Repairs' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(REPAIRS)).toBeVisible();
  await expect(page.getByText(WASHING)).toBeHidden();
});

test('accordion: every panel shows again when its code fails to load', async ({ page }) => {
  await page.route(CONTENT_CODE, (route) => route.abort());
  await page.goto('/lookbook/');
  await expect(page.locator('shop-accordion').first()).toHaveAttribute('data-state', 'error');
  for (const text of [WASHING, REPAIRS, 'Hand wash cold and dry flat', 'Yes, to 42 countries'])
    await expect(page.getByText(text)).toBeVisible();
});

test('accordion: with the library blocked altogether, the closed panels open after 10 s', async ({ page }) => {
  await page.route(/\/shop-elements\.js$/, (route) => route.abort());
  await page.goto('/lookbook/');
  await expect(page.getByText(REPAIRS)).toBeHidden();
  // The stylesheet's 10 s delay, run to its end.
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  for (const text of [WASHING, REPAIRS, 'Yes, to 42 countries']) await expect(page.getByText(text)).toBeVisible();
});

test('accordion by keyboard: Tab to a heading, arrows between headings, Enter opens one and closes the other', async ({ page }) => {
  await page.goto('/lookbook/');
  await elementsReady(page, 'shop-accordion');
  await expect(page.locator('shop-page-loader')).toBeHidden();
  const washing = page.getByRole('button', { name: 'Washing' });
  const repairs = page.getByRole('button', { name: 'Repairs' });
  await expect(washing).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Tumble dry low; iron on the reverse.')).toBeHidden();
  await washing.focus();
  await page.keyboard.press('ArrowDown');
  await expect(repairs).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(repairs).toHaveAttribute('aria-expanded', 'true');
  await expect(washing).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Repairs' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Washing' })).toBeHidden();
  await page.keyboard.press('End');
  await expect(page.getByRole('button', { name: 'Recycling' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(washing).toBeFocused();
  await page.keyboard.press('Space');
  await expect(washing).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Cotton' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Tumble dry low; iron on the reverse.')).toBeVisible();
  expect(await axeViolations(page, '.entry-content')).toEqual([]);
});

test('a link into a closed nested panel opens both accordions, followed before the code arrived or after', async ({ page }) => {
  await page.goto('/lookbook/#merino-care');
  await elementsReady(page, 'shop-accordion');
  await expect(page.getByText('Hand wash cold and dry flat, away from the sun.')).toBeInViewport();
  await page.getByRole('button', { name: 'Merino wool' }).click();
  await expect(page.getByText('Hand wash cold and dry flat, away from the sun.')).toBeHidden();
  await page.evaluate(() => (location.hash = ''));
  await page.evaluate(() => (location.hash = '#merino-care'));
  await expect(page.getByText('Hand wash cold and dry flat, away from the sun.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Merino wool' })).toHaveAttribute('aria-expanded', 'true');
});

test('blocks inserted after load by the live preview upgrade like the others; the embed is sized; nothing of the blocks loads elsewhere', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/lookbook/');
  const preview = page.locator('.lookbook-preview');
  await expect(preview.getByRole('button', { name: 'Preview details' })).toHaveAttribute('aria-expanded', 'true');
  await expect(preview.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  await expect(preview.locator('shop-count-up')).toHaveText(/^640/);

  const iframe = page.locator('shop-embed iframe');
  await expect(iframe).toHaveAttribute('height', '1000');
  await expect(iframe).toBeVisible();
  await expect(page.locator('shop-embed blockquote')).toBeHidden();

  const contentChunk = scripts.find((url) => /\/content\.group-|content-/.test(url));
  expect(contentChunk, 'the content group chunk is fetched on the lookbook').toBeTruthy();
  scripts.length = 0;
  await page.goto('/shop/');
  await page.waitForLoadState('load');
  expect(scripts.filter((url) => url === contentChunk)).toEqual([]);
});

test.describe('off-canvas content without working code', () => {
  test('shows where it is printed when the overlays chunk fails to load', async ({ page }) => {
    await page.route(/\/chunks\/overlays\.group-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/lookbook/');
    await page.getByRole('button', { name: 'Size guide' }).click();
    await expect(page.locator('shop-offcanvas#lookbook-size-guide')).toHaveAttribute('data-state', 'error');
    await expect(page.getByRole('heading', { name: 'Size guide' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '88–94' })).toBeVisible();
  });

  test('shows after 10 s when the library never runs', async ({ page }) => {
    await page.route(/\/shop-elements\.js$/, (route) => route.abort());
    await page.goto('/lookbook/');
    await expect(page.getByRole('cell', { name: '88–94' })).toBeHidden();
    // The stylesheet's 10 s delay, run to its end.
    await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
    await expect(page.getByRole('cell', { name: '88–94' })).toBeVisible();
  });

  test('shows without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.DEMO_URL });
    const page = await context.newPage();
    await page.goto('/lookbook/');
    await expect(page.getByRole('cell', { name: '88–94' })).toBeVisible();
    await context.close();
  });
});
