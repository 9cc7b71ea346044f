import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { expect, test } from './fixtures.ts';
import { openWishlist, seedWishlist } from './wishlist-helpers.ts';

// Every popup of the wishlist page, opened from the images grid and from the mobile template, with multi-wishlist
// on (rows move through the popup's link, and the page offers the create popup).

/** Opens the popup from its link by keyboard: a named dialog, axe clean; Escape closes it, back on the link. */
async function openAndClose(page: Page, link: Locator, name: string): Promise<void> {
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveAccessibleName(name);
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(link).toBeFocused();
}

async function everyPopup(page: Page): Promise<void> {
  await openAndClose(page, page.getByRole('link', { name: /^Move to another wishlist: / }).first(), 'Move to another wishlist');
  await openAndClose(page, page.getByRole('link', { name: 'Ask for an estimate' }), 'Ask for an estimate');
  await openAndClose(page, page.getByRole('link', { name: 'Create a new wishlist' }), 'Create a new wishlist');
}

test.beforeEach(async ({ page }) => {
  await seedWishlist(page, 2);
  await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
});

test("images grid: an item's details hold its move link, and every popup opens axe clean", async ({ page }) => {
  await openWishlist(page, '/wishlist/?multi_wishlist=on&layout=images_grid');
  await page.locator('shop-wishlist .images_grid .product-thumbnail a').first().click();
  await expect(page.locator('shop-wishlist .item-details').first()).toBeVisible();
  expect(await axeViolations(page, 'shop-wishlist')).toEqual([]);
  await everyPopup(page);
});

test('mobile template: each row holds its move link, and every popup opens axe clean', async ({ page }) => {
  await openWishlist(page, '/wishlist/?multi_wishlist=on');
  // A desktop browser's page comes with the table: narrowing the window brings the mobile list.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.locator('shop-wishlist .wishlist_view.mobile [data-row-id]')).toHaveCount(2);
  expect(await axeViolations(page, 'shop-wishlist')).toEqual([]);
  await everyPopup(page);
});
