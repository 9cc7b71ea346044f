// YITH WooCommerce Wishlist, where the store runs it: add from the product page and from the listing, remove on
// its wishlist page; what the wishlist holds is read from YITH's page.
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/shopper.ts';
import { hasWishlistPage, product, wishlistNames } from '../support/store-endpoints.ts';

test.beforeEach(async ({ page }) => {
  test.skip(!(await hasWishlistPage(page)), 'the store has no wishlist page (YITH not installed)');
});

/**
 * Presses an "Add to wishlist" control and waits for the store to answer the add: YITH's REST route (React
 * components), its admin-ajax action (PHP templates) or, without script, its `?add_to_wishlist=` link.
 */
async function addToWishlist(page: Page, scope: Locator): Promise<void> {
  // `?rest_route=%2Fyith%2Fwishlist…` on a store without pretty permalinks for REST.
  const isAdd = (request: Request) => /add_to_wishlist|yith(\/|%2F)wishlist/i.test(`${request.url()} ${request.postData() ?? ''}`);
  await Promise.all([
    page.waitForResponse((answer) => isAdd(answer.request()) && answer.ok()),
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
