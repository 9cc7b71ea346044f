import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { elementsReady, expect, injectFaults, test } from './fixtures.ts';
import { alert, openWishlist, pageRows, recordCalls, seedWishlist, serverRows, serverWishlists } from './wishlist-helpers.ts';

test('reordering by keyboard is announced and kept on the server: a reload shows the new order', async ({ page }) => {
  await seedWishlist(page);
  await openWishlist(page);
  const before = await pageRows(page);
  expect(before).toEqual(await serverRows(page));
  expect(await axeViolations(page, 'shop-wishlist')).toEqual([]);
  const handle = page.locator(`[data-row-id="${before[0]}"] .shop-wishlist__reorder`);
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.shop-live-region')).toContainText('position 3 of 3');
  await page.keyboard.press('Space');
  const moved = [before[1]!, before[2]!, before[0]!];
  await expect.poll(() => serverRows(page)).toEqual(moved);
  await page.reload();
  await elementsReady(page, 'shop-wishlist');
  expect(await pageRows(page)).toEqual(moved);
});

test('reordering by drag is kept on the server too', async ({ page }) => {
  await seedWishlist(page);
  await openWishlist(page);
  const before = await pageRows(page);
  // sortablejs arrives after the element (a chunk of its own); it keeps its instance on the list.
  await expect
    .poll(() => page.locator('shop-wishlist tbody').evaluate((list) => Object.keys(list).some((key) => key.startsWith('Sortable'))))
    .toBe(true);
  // The mouse reaches only what is in the viewport: the whole table is brought into view first.
  await page.locator('shop-wishlist table').evaluate((table) => table.scrollIntoView({ block: 'center' }));
  const from = (await page.locator(`[data-row-id="${before[0]}"] .product-arrange`).boundingBox())!;
  const to = (await page.locator(`[data-row-id="${before[2]}"] .product-arrange`).boundingBox())!;
  const x = from.x + from.width - 3;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  for (let y = from.y + from.height / 2; y <= to.y + to.height - 2; y += 8) await page.mouse.move(x, y);
  await page.mouse.up();
  const moved = [before[1]!, before[2]!, before[0]!];
  expect(await pageRows(page)).toEqual(moved);
  await expect.poll(() => serverRows(page)).toEqual(moved);
  await page.reload();
  await elementsReady(page, 'shop-wishlist');
  expect(await pageRows(page)).toEqual(moved);
});

test('a burst of quantity steps is one request with the last value', async ({ page }) => {
  await seedWishlist(page, 1);
  await openWishlist(page);
  const calls = await recordCalls(page);
  const field = page.locator('shop-wishlist .product-quantity input').first();
  await field.focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await serverWishlists(page))[0]!.items[0]!.quantity).toBe(5);
  expect((await calls()).filter((call) => call === 'update_item_quantity')).toHaveLength(1);
});

test('moving a row to another wishlist takes it out of this one, on the server too', async ({ page }) => {
  const [first] = await seedWishlist(page, 2);
  await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
  await openWishlist(page);
  const [birthday] = (await serverWishlists(page)).filter((w) => w.name === 'Birthday');
  const row = page.locator('shop-wishlist tbody [data-row-id]').filter({ has: page.locator(`a[data-product_id="${first}"]`) });
  await row.locator('select.change-wishlist').selectOption(birthday!.token);
  await expect(row).toHaveCount(0);
  const wishlists = await serverWishlists(page);
  expect(wishlists.find((w) => w.name === 'My wishlist')!.items.map((i) => String(i.productId))).not.toContain(first);
  expect(wishlists.find((w) => w.name === 'Birthday')!.items.map((i) => String(i.productId))).toContain(first);
});

test('add to cart from a row with remove-after-add: the row goes, the cart has the line', async ({ page }) => {
  const [first] = await seedWishlist(page, 2);
  await openWishlist(page);
  await page.locator(`shop-wishlist a.add_to_cart_button[data-product_id="${first}"]`).click();
  await expect(page.locator('.woocommerce-notices-wrapper .woocommerce-message')).toHaveText('Product added to cart successfully');
  await expect(page.locator(`shop-wishlist a.add_to_cart_button[data-product_id="${first}"]`)).toHaveCount(0);
  expect((await serverWishlists(page))[0]!.items.map((i) => String(i.productId))).not.toContain(first);
  await page.goto('/cart/');
  await expect(page.locator(`.woocommerce-cart-form a.remove[data-product_id="${first}"]`)).toHaveCount(1);
});

test('the share link is copied and announced', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seedWishlist(page, 1);
  await openWishlist(page);
  await page.locator('shop-wishlist .copy-trigger').click();
  await expect(page.locator('.shop-live-region')).toHaveText('Link copied.');
  const { token } = (await serverWishlists(page))[0]!;
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/wishlist/view/${token}/$`));
});

test('renaming: an empty title is refused here, a server failure marks it invalid, a good one is saved', async ({ page }) => {
  await seedWishlist(page, 1);
  await openWishlist(page);
  const calls = await recordCalls(page);
  await page.getByRole('link', { name: 'Edit title' }).click();
  const field = page.getByRole('textbox', { name: 'Wishlist name' });
  await expect(field).toBeFocused();
  await field.fill('');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  expect(await calls()).toEqual([]);

  await injectFaults(page, 'save_title:error=http500');
  await field.fill('Winter');
  await page.keyboard.press('Enter');
  await expect(alert(page)).not.toHaveText('');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await serverWishlists(page))[0]!.name).toBe('My wishlist');

  await injectFaults(page, '');
  await field.fill('Winter');
  await page.keyboard.press('Enter');
  await expect(page.locator('shop-wishlist .wishlist-title h2')).toHaveText('Winter');
  expect((await serverWishlists(page))[0]!.name).toBe('Winter');
});

for (const [action, act] of [
  ['remove_from_wishlist', (page: Page) => page.locator('shop-wishlist .remove_from_wishlist').first().click()],
  [
    'update_item_quantity',
    (page: Page) =>
      page
        .locator('shop-wishlist .product-quantity input')
        .first()
        .fill('7')
        .then(() => page.keyboard.press('Tab')),
  ],
  [
    'sort_wishlist_items',
    async (page: Page) => {
      await page.locator('shop-wishlist .shop-wishlist__reorder').first().focus();
      for (const key of ['Space', 'ArrowDown', 'Space']) await page.keyboard.press(key);
    },
  ],
  ['save_privacy', (page: Page) => page.getByRole('combobox', { name: 'Visibility' }).selectOption('2')],
] as const) {
  test(`a failed ${action} says so, and the page shows what the server holds`, async ({ page }) => {
    await seedWishlist(page, 2);
    await openWishlist(page);
    const before = await serverWishlists(page);
    await injectFaults(page, `${action}:error=http500`);
    await act(page);
    await expect(alert(page)).toContainText(/\S/);
    expect(await serverWishlists(page)).toEqual(before);
    const [wishlist] = before;
    await expect.poll(() => pageRows(page)).toEqual(wishlist!.items.map((item) => String(item.id)));
    const quantities = await page
      .locator('shop-wishlist .product-quantity input')
      .evaluateAll((fields) => fields.map((f) => Number((f as HTMLInputElement).value)));
    expect(quantities).toEqual(wishlist!.items.map((item) => item.quantity));
    await expect(page.getByRole('combobox', { name: 'Visibility' })).toHaveValue(String(wishlist!.privacy));
  });
}

test('images grid and the manage-wishlists table', async ({ page }) => {
  await seedWishlist(page, 2);
  await openWishlist(page, '/wishlist/?layout=images_grid');
  const thumbnail = page.locator('shop-wishlist .images_grid .product-thumbnail a').first();
  await expect(thumbnail).toHaveAttribute('aria-expanded', 'false');
  await thumbnail.click();
  await expect(page.locator('shop-wishlist .item-details').first()).toBeVisible();
  expect(await axeViolations(page, 'shop-wishlist')).toEqual([]);
  await page.getByRole('link', { name: 'Close' }).first().click();
  await expect(thumbnail).toBeFocused();

  await openWishlist(page, '/wishlist/manage/');
  const { id } = (await serverWishlists(page))[0]!;
  await page.locator(`[data-wishlist-id="${id}"] select.wishlist-visibility`).selectOption('1');
  await expect.poll(async () => (await serverWishlists(page))[0]!.privacy).toBe(1);
});

test.describe("on a phone (a phone's user agent, as Lighthouse's mobile preset sends)", () => {
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });

  test('the page comes with the mobile template, so it is not fetched again and nothing moves', async ({ page }) => {
    await seedWishlist(page, 2);
    const shifted = await recordShifts(page);
    const calls = await recordCalls(page);
    await openWishlist(page);
    await expect(page.locator('shop-wishlist .wishlist_view.mobile [data-row-id]')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    expect(await calls()).not.toContain('load_mobile');
    expect(await shifted()).toBeLessThanOrEqual(0.01);
  });
});

test.describe('in a desktop browser as narrow as a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page keeps the table it came with: nothing fetched again, nothing moves', async ({ page }) => {
    await seedWishlist(page, 2);
    const shifted = await recordShifts(page);
    const calls = await recordCalls(page);
    await openWishlist(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('shop-wishlist table.wishlist_table tbody [data-row-id]')).toHaveCount(2);
    expect(await calls()).not.toContain('load_mobile');
    expect(await shifted()).toBeLessThanOrEqual(0.01);
  });
});

/** From the next page on: the layout shift without recent input, summed (what CLS counts). */
async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}
