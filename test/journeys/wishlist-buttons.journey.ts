import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, holdRequests, injectFaults, outlastClientTimeout, test } from './fixtures.ts';

interface ServerWishlist {
  name: string;
  items: Array<{ productId: number }>;
}

async function serverProducts(page: Page): Promise<number[]> {
  const { wishlists } = (await (await page.request.get('/__demo/wishlist')).json()) as { wishlists: ServerWishlist[] };
  return wishlists.flatMap((wishlist) => wishlist.items.map((item) => item.productId));
}

const firstCardButton = (page: Page) => page.locator('li.product shop-wishlist-button').first();
const toggleOf = (button: ReturnType<typeof firstCardButton>) => button.locator('button.shop-wishlist-button__toggle');
const headerCount = (page: Page) => page.locator('shop-wishlist-count .wishlist-count');

async function openShop(page: Page): Promise<void> {
  await page.goto('/shop/');
  await elementsReady(page, 'shop-wishlist-button');
  await elementsReady(page, 'shop-wishlist-count');
}

test('adding from a listing: pressed, announced, the header count updates here and in another tab', async ({ page, context }) => {
  await openShop(page);
  const other = await context.newPage();
  await other.goto('/');
  await elementsReady(other, 'shop-wishlist-count');
  await expect(headerCount(other)).toHaveText('');

  const button = firstCardButton(page);
  const productId = Number(await button.locator('.wishlist-fragment').getAttribute('data-fragment-ref'));
  await toggleOf(button).click();
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'true');
  await expect(button).toHaveClass(/\bwishlist-added\b/);
  await expect(page.locator('.shop-live-region')).toContainText('was added to your wishlist');
  await expect(headerCount(page)).toHaveText('1');
  await expect(headerCount(other)).toHaveText('1');
  expect(await serverProducts(page)).toEqual([productId]);

  // The card's block offers removal: a second press removes it, everywhere.
  await toggleOf(button).click();
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'false');
  await expect(headerCount(other)).toHaveText('');
  expect(await serverProducts(page)).toEqual([]);
  await other.close();
});

test('a click on YITH’s link before the code has arrived is replayed and adds without a page load', async ({ page }) => {
  // The group's code is held back until the click is in, as on a slow connection.
  const release = await holdRequests(page, /\/chunks\/wishlist\.group-[^/]+\.js$/);
  await page.goto('/shop/');
  const marker = await page.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = Math.random()));
  const link = page.locator('li.product .add_to_wishlist').first();
  const productId = Number(await link.getAttribute('data-product-id'));
  await link.click();
  release();
  await expect(page.locator('li.product shop-wishlist-button button[aria-pressed="true"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { journeyMarker: number }).journeyMarker)).toBe(marker);
  expect(await serverProducts(page)).toEqual([productId]);
});

test('on a variable product the chosen variation is the item, and a reset returns to the parent', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-variation-form');
  await elementsReady(page, 'shop-wishlist-button');
  const button = page.locator('.summary shop-wishlist-button');
  const parentId = await button.getAttribute('product-id');
  await page.locator('select[name="attribute_pa_size"]').selectOption({ index: 1 });
  await page.locator('select[name="attribute_pa_color"]').selectOption({ index: 1 });
  // The choice shows once the form's display code is here (fetched on the first intent): then the id is set.
  await expect(page.locator('form.variations_form .single_add_to_cart_button')).not.toHaveAttribute('aria-disabled', 'true');
  const variationId = await page.locator('input.variation_id').inputValue();
  expect(variationId).not.toBe('');
  await expect(button).toHaveAttribute('product-id', variationId);
  await toggleOf(button).click();
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'true');
  expect(await serverProducts(page)).toEqual([Number(variationId)]);
  await expect(headerCount(page)).toHaveText('1');

  // The parent is not in the wishlist: after a reset the toggle says so again.
  await page.locator('.reset_variations').click();
  await expect(button).toHaveAttribute('product-id', parentId!);
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'false');

  // Pressed on the product page (YITH's browse link, no removal) goes to the wishlist page.
  await page.locator('select[name="attribute_pa_size"]').selectOption({ index: 1 });
  await page.locator('select[name="attribute_pa_color"]').selectOption({ index: 1 });
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'true');
  await toggleOf(button).click();
  await expect(page).toHaveURL(/\/wishlist\/$/);
});

test('with cookies disabled: the cookie alert and no request', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  });
  await openShop(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('admin-ajax.php')) sent.push(request.url());
  });
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  const button = firstCardButton(page);
  await toggleOf(button).click();
  await expect.poll(() => alerts).toEqual(['We are sorry, but this feature is available only if cookies on your browser are enabled.']);
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'false');
  await expect(button).not.toHaveClass(/\bloading\b/);
  expect(sent).toEqual([]);
  expect(await serverProducts(page)).toEqual([]);
});

/** The card's toggle, the header count and the server agree: pressed exactly when the server holds the product. */
async function agree(page: Page, button: ReturnType<typeof firstCardButton>): Promise<void> {
  const productId = Number(await button.locator('.wishlist-fragment').getAttribute('data-fragment-ref'));
  await expect
    .poll(async () => {
      const held = (await serverProducts(page)).includes(productId);
      const pressed = (await toggleOf(button).getAttribute('aria-pressed')) === 'true';
      const count = await headerCount(page).textContent();
      return pressed === held && count === (held ? '1' : '');
    })
    .toBe(true);
}

for (const error of ['http500', 'timeout', 'malformed', 'html']) {
  test(`a failing add or remove (${error}) shows a clear message, and the page and the server agree`, async ({ page }) => {
    const timesOut = error === 'timeout';
    if (timesOut) await page.clock.install();
    await openShop(page);
    const button = firstCardButton(page);
    const toggle = toggleOf(button);
    const message = button.locator('.shop-wishlist-button__message--error');
    /** Presses the toggle; a call the server holds is outlasted on the page's clock. */
    const press = async (): Promise<void> => {
      const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/admin-ajax.php'));
      await toggle.click();
      if (timesOut) await outlastClientTimeout(page, sent);
    };
    await injectFaults(page, `add_to_wishlist:error=${error}`);
    await press();
    await expect(message).toContainText('Please try again');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await agree(page, button);

    await injectFaults(page, '');
    if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await injectFaults(page, `remove_from_wishlist:error=${error}`);
    await press();
    await expect(message).toContainText('Please try again');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await agree(page, button);
  });
}

test('multi-wishlist: adding to a new wishlist from the popup, by keyboard', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'demo_multi_wishlist', value: 'on', url: baseURL! }]);
  await openShop(page);
  const button = firstCardButton(page);
  const productId = Number(await button.locator('.wishlist-fragment').getAttribute('data-fragment-ref'));
  await toggleOf(button).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Select a wishlist' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page, '.shop-wishlist-popup__dialog')).toEqual([]);

  // No wishlist yet: the create tab is open. An empty name is refused, and nothing is sent.
  await expect(dialog.getByRole('tab', { name: 'Create a new wishlist' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Add to wishlist' }).focus();
  await page.keyboard.press('Enter');
  const name = dialog.getByLabel('Wishlist name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect(await serverProducts(page)).toEqual([]);

  await page.keyboard.type('Birthday');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('radio', { name: 'Public' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'Shared' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.shop-wishlist-popup__feedback--success')).toHaveText('Product added!');
  expect(await axeViolations(page, '.shop-wishlist-popup__dialog')).toEqual([]);
  const { wishlists } = (await (await page.request.get('/__demo/wishlist')).json()) as {
    wishlists: Array<{ name: string; privacy: number; items: Array<{ productId: number }> }>;
  };
  expect(wishlists.map(({ name: listName, privacy, items }) => [listName, privacy, items.map((item) => item.productId)])).toEqual([
    ['Birthday', 1, [productId]],
  ]);
  await expect(headerCount(page)).toHaveText('1');
  // The feedback closes the popup by itself, and focus is back on the toggle.
  await expect(dialog).toBeHidden({ timeout: 6000 });
  await expect(toggleOf(button)).toBeFocused();
  await expect(toggleOf(button)).toHaveAttribute('aria-pressed', 'true');
});
