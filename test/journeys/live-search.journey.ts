import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, holdRequests, injectFaults, test } from './fixtures.ts';

const SEARCH = 'action=shop_ajax_search_products';

/** The search URLs the page requested, in order. */
function recordSearches(page: Page): URL[] {
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SEARCH)) searches.push(new URL(request.url()));
  });
  return searches;
}

const header = (page: Page) => {
  const search = page.locator('#masthead shop-live-search');
  return {
    search,
    input: search.getByRole('combobox', { name: 'Search for:' }),
    category: search.getByLabel('Category'),
    button: search.getByRole('button', { name: 'Search' }),
    list: search.getByRole('listbox'),
    // The category select's own options are options too.
    options: search.getByRole('listbox').getByRole('option'),
    message: search.locator('.shop-live-search__message'),
  };
};

/** Focus loads the element's code (its strategy is "interaction"); the journeys below type once it is there. */
async function focusSearch(page: Page) {
  await page.locator('#woocommerce-product-search-field-0').focus();
  await elementsReady(page, 'shop-live-search');
  return header(page);
}

test('a shopper types a query, narrows it by category, arrows to a suggestion and opens the product', async ({ page }) => {
  const searches = recordSearches(page);
  await page.goto('/');
  const { input, category, list, options } = await focusSearch(page);

  // About 100 ms between keys: one request for the whole word, sent after the pause.
  await input.pressSequentially('denim', { delay: 100 });
  await expect(list).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(searches.map((url) => url.searchParams.get('query'))).toEqual(['denim']);
  const everywhere = await options.allTextContents();
  expect(everywhere.length).toBeGreaterThan(1);
  expect(await axeViolations(page, '#masthead shop-live-search')).toEqual([]);

  await category.selectOption('jackets');
  await expect.poll(() => searches.length).toBe(2);
  expect(searches[1]!.searchParams.get('product_cat')).toBe('jackets');
  await expect(options.first()).toBeVisible();
  const jackets = await options.allTextContents();
  expect(jackets.length).toBeLessThan(everywhere.length);
  expect(jackets.every((text) => /jacket/i.test(text))).toBe(true);

  await input.focus();
  await page.keyboard.press('ArrowDown');
  const first = options.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const name = (await first.locator('.shop-live-search__name').textContent())!;
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.locator('h1.product_title')).toHaveText(name);
});

test('the code arrives on the first interaction; text typed before it is searched when it does, nothing lost', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/search\.group-[^/]*\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(chunks, 'nothing of live search is fetched before the shopper reaches for it').toEqual([]);
  expect(await page.evaluate(() => customElements.get('shop-live-search'))).toBeUndefined();
  const input = page.locator('#woocommerce-product-search-field-0');
  await input.focus();
  await page.keyboard.type('jacket');
  await expect(input).toHaveValue('jacket');
  await expect(header(page).options.first()).toContainText(/jacket/i);
  expect(chunks).toHaveLength(1);
});

test('a product name with markup and quotes is shown as text and never runs', async ({ page }) => {
  await page.goto('/');
  const { input, options } = await focusSearch(page);
  await input.pressSequentially('night owl');
  await expect(options).toHaveCount(1);
  await expect(options.first().locator('.shop-live-search__name')).toHaveText(
    `"Night Owl" Tee <img src=x onerror="window.__pwned=1"> & 'Co'`,
  );
  await expect(options.first().locator('.shop-live-search__name img')).toHaveCount(0);
  await expect(options.first().locator('mark')).toHaveText('Night Owl');
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
});

test('nothing found: the theme row is shown, cannot be chosen, and Enter goes to the search results page', async ({ page }) => {
  await page.goto('/');
  const { input, options } = await focusSearch(page);
  await input.pressSequentially('zzzz');
  await expect(options).toHaveText(['No products found.']);
  await expect(options.first()).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);
  expect(await axeViolations(page, '#masthead shop-live-search')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]s=zzzz/);
  await expect(page.locator('.woocommerce-info')).toHaveText('No products were found matching your selection.');
});

test('a slow search shows the button loading until the suggestions arrive', async ({ page }) => {
  await page.goto('/');
  const { input, button, options } = await focusSearch(page);
  const answer = await holdRequests(page, /\/wp-admin\/admin-ajax\.php/);
  await input.pressSequentially('tee');
  await expect(button).toHaveClass(/\bloading\b/);
  answer();
  await expect(options.first()).toBeVisible({ timeout: 5_000 });
  await expect(button).not.toHaveClass(/\bloading\b/);
});

for (const error of ['http500', 'html', 'malformed']) {
  test(`a failing search (${error}) ends loading, says so in the list area, and the form still searches`, async ({ page }) => {
    await injectFaults(page, `search:error=${error}`);
    await page.goto('/');
    const { input, button, message, list } = await focusSearch(page);
    await input.pressSequentially('hoodie');
    await expect(message).toHaveText('Suggestions are unavailable right now. Press Enter to search.');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(list).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]s=hoodie/);
    await expect(page.locator('ul.products li.product').first()).toBeVisible();
  });
}

test('at 320 px the list fits the screen and every option is a comfortable touch target', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const { input, options, list } = await focusSearch(page);
  await input.pressSequentially('tee');
  await expect(options.first()).toBeVisible();
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.height).toBeLessThanOrEqual(300);
  for (const height of await options.evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))) {
    expect(height).toBeGreaterThanOrEqual(24);
  }
  await options.first().click();
  await expect(page).toHaveURL(/\/product\//);
});
