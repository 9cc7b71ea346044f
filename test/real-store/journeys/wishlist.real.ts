// YITH WooCommerce Wishlist, where the store runs it: add from the product page and from the listing, remove on
// its wishlist page; what the wishlist holds is read from YITH's page.
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/shopper.ts';
import { hasWishlistPage, product, wishlistNames } from '../support/store-endpoints.ts';

test.beforeEach(async ({ page }) => {
  test.skip(!(await hasWishlistPage(page)), 'the store has no wishlist page (YITH not installed)');
});

/**
 * The store's answer to an add: a POST to YITH's REST items route (React components; `?rest_route=%2Fyith%2F…`
 * on a store without pretty permalinks), the `?add_to_wishlist=` link (no script), or an admin-ajax answer naming the product it added (PHP templates). That last one is told by
 * its answer, not its action: the elements' requests reach Playwright without their body (the client fetches a
 * Request it cloned, which Chromium reports without its data).
 */
async function answersAnAdd(answer: Response): Promise<boolean> {
  const request = answer.request();
  if (!answer.ok()) return false;
  if (/[?&]add_to_wishlist=/.test(request.url())) return true;
  if (request.method() !== 'POST') return false;
  if (/yith(\/|%2F)wishlist(\/|%2F)v1(\/|%2F)items/i.test(request.url())) return true;
  if (!request.url().includes('admin-ajax.php')) return false;
  const body = (await answer.json().catch(() => null)) as { prod_id?: unknown; result?: unknown } | null;
  return body?.prod_id !== undefined && (body.result === 'true' || body.result === 'exists');
}

/** Presses an "Add to wishlist" control and waits for the store to answer the add. */
async function addToWishlist(page: Page, scope: Locator): Promise<void> {
  await Promise.all([
    page.waitForResponse(answersAnAdd),
    scope
      .getByText(/add to wishlist/i)
      .first()
      .click(),
  ]);
}

async function removeOnWishlistPage(shopper: { visit(path: string, pageType: string): Promise<void> }, page: Page): Promise<void> {
  await shopper.visit('/wishlist/', 'wishlist');
  const rows = page.locator('.wishlist_table tbody tr:has(td.product-name)');
  await expect(rows).toHaveCount(1);
  await rows.first().locator('td.product-remove a, td.product-remove button').first().click();
  await expect(rows).toHaveCount(0);
  expect(await wishlistNames(page)).toEqual([]);
}

test('wishlist: add on the product page, remove on the wishlist page', async ({ shopper, page }) => {
  const simple = await product(page, 'simple');
  await shopper.visit(simple.path, 'product');
  const name = (await page.locator('.product_title').textContent())!.trim();
  await addToWishlist(page, page.locator('.summary'));
  expect(await wishlistNames(page)).toEqual([name]);
  await removeOnWishlistPage(shopper, page);
});

test('wishlist: add from the listing', async ({ shopper, page }) => {
  await shopper.visit('/shop/', 'shop');
  const card = page
    .locator('ul.products li.product')
    .filter({ hasText: /add to wishlist/i })
    .first();
  const name = (await card.locator('.woocommerce-loop-product__title').textContent())!.trim();
  await addToWishlist(page, card);
  expect(await wishlistNames(page)).toEqual([name]);
  await removeOnWishlistPage(shopper, page);
});
