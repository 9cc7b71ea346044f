import type { Locator, Page } from '@playwright/test';
import { expect, injectFaults, test } from './fixtures.ts';
import { alert, openWishlist, pageAgreesWithServer, pageRows, seedWishlist, serverWishlists } from './wishlist-helpers.ts';

// With multi-wishlist on, a row's remove link deletes the item by its id (`delete_item`) and a second link takes
// the product out of every list (`remove_from_all_wishlists`). The first product is in two lists.
const WISHLIST = '/wishlist/?multi_wishlist=on';

const productsOf = async (page: Page, name: string): Promise<string[]> =>
  (await serverWishlists(page)).find((w) => w.name === name)!.items.map((item) => String(item.productId));

const ACTIONS: ReadonlyArray<{ action: string; control: (page: Page) => Locator; birthdayAfter: (first: string) => string[] }> = [
  {
    action: 'delete_item',
    control: (page) => page.getByRole('link', { name: / from the wishlist$/ }).first(),
    birthdayAfter: (first) => [first],
  },
  {
    action: 'remove_from_all_wishlists',
    control: (page) => page.getByRole('link', { name: /^Remove from all wishlists: / }).first(),
    birthdayAfter: () => [],
  },
];

for (const { action, control, birthdayAfter } of ACTIONS) {
  test(`${action}: an injected failure says so and the row stays; after a reload the page and the server agree`, async ({ page }) => {
    await seedWishlist(page, 2);
    await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
    await openWishlist(page, WISHLIST);
    const rows = await pageRows(page);
    const before = await serverWishlists(page);
    await injectFaults(page, `${action}:error=http500`);
    await control(page).click();
    await expect(alert(page)).toHaveText(/\S/);
    await expect(alert(page)).not.toContainText('<');
    await expect(page.locator('shop-wishlist tbody [data-row-id][aria-busy]')).toHaveCount(0);
    expect(await pageRows(page)).toEqual(rows);
    expect(await serverWishlists(page)).toEqual(before);
    await injectFaults(page, '');
    await pageAgreesWithServer(page);
  });

  test(`${action}: the row goes, and the server agrees`, async ({ page }) => {
    const [first, second] = await seedWishlist(page, 2);
    await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
    await openWishlist(page, WISHLIST);
    const [, secondRow] = await pageRows(page);
    await control(page).click();
    await expect.poll(() => pageRows(page)).toEqual([secondRow]);
    expect(await productsOf(page, 'My wishlist')).toEqual([second]);
    expect(await productsOf(page, 'Birthday')).toEqual(birthdayAfter(first!));
    await pageAgreesWithServer(page);
  });
}
