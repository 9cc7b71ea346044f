import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { expect, injectFaults, test } from './fixtures.ts';
import { alert, openWishlist, pageAgreesWithServer, recordCalls, seedWishlist, serverWishlists } from './wishlist-helpers.ts';

// Multi-wishlist on: rows move through YITH's popup, and the page offers the create popup.
const WISHLIST = '/wishlist/?multi_wishlist=on';

const dialog = (page: Page) => page.getByRole('dialog');
const serverEstimates = async (page: Page): Promise<Array<{ fields: Record<string, string> }>> =>
  ((await (await page.request.get('/__demo/wishlist')).json()) as { estimates: Array<{ fields: Record<string, string> }> }).estimates;

test('moving a row by keyboard to another wishlist from the popup: the row goes, and the server agrees', async ({ page }) => {
  const [first, second] = await seedWishlist(page, 2);
  await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
  await openWishlist(page, WISHLIST);
  expect(await axeViolations(page, 'shop-wishlist')).toEqual([]);
  const link = page.getByRole('link', { name: /^Move to another wishlist: / }).first();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveAccessibleName('Move to another wishlist');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await expect(dialog(page).getByRole('combobox', { name: 'Wishlist' })).toHaveValue(
    (await serverWishlists(page)).find((w) => w.name === 'Birthday')!.token,
  );
  await dialog(page).getByRole('button', { name: 'Move' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('status')).toHaveText(/moved to Birthday/);
  await expect(dialog(page)).toHaveCount(0);
  const wishlists = await serverWishlists(page);
  expect(wishlists.find((w) => w.name === 'Birthday')!.items.map((i) => String(i.productId))).toContain(first);
  expect(wishlists.find((w) => w.name === 'My wishlist')!.items.map((i) => String(i.productId))).toEqual([second]);
  await pageAgreesWithServer(page);
});

test('moving a row by keyboard to a new wishlist: an empty name is refused here, then the new list holds the item', async ({ page }) => {
  const [first] = await seedWishlist(page, 2);
  await openWishlist(page, WISHLIST);
  const calls = await recordCalls(page);
  await page
    .getByRole('link', { name: /^Move to another wishlist: / })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  // The owner has no other wishlist: "Create a new wishlist" is the only choice, shown with its name field.
  const select = dialog(page).getByRole('combobox', { name: 'Wishlist' });
  await expect(select).toHaveValue('new');
  const name = dialog(page).getByRole('textbox', { name: 'Wishlist name' });
  await expect(name).toBeVisible();
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect(await calls()).toEqual([]);
  await page.keyboard.type('Summer');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(dialog(page).getByRole('radio', { name: 'Shared' })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Move' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page).getByRole('status')).toHaveText(/moved to Summer/);
  const summer = (await serverWishlists(page)).find((w) => w.name === 'Summer')!;
  expect(summer.privacy).toBe(1);
  expect(summer.items.map((i) => String(i.productId))).toEqual([first]);
  await pageAgreesWithServer(page);
});

test('creating a wishlist from the popup: an empty name is refused, then it is created and listed', async ({ page }) => {
  await seedWishlist(page, 1);
  await openWishlist(page, '/wishlist/manage/');
  const opener = page.getByRole('link', { name: 'Create a new wishlist' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveAccessibleName('Create a new wishlist');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog(page).getByRole('button', { name: 'Create wishlist' }).click();
  const name = dialog(page).getByRole('textbox', { name: 'Wishlist name' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  expect((await serverWishlists(page)).map((w) => w.name)).toEqual(['My wishlist']);
  await page.keyboard.type('Holidays');
  await dialog(page).getByRole('radio', { name: 'Private' }).check();
  await name.press('Enter');
  // The form posts to YITH's form handler, which sends the shopper back to the manage page with a notice.
  await expect(page.locator('.woocommerce-message')).toContainText('Holidays');
  await expect(page.locator('shop-wishlist .wishlist_manage td.wishlist-name')).toHaveText(['My wishlist', 'Holidays']);
  const holidays = (await serverWishlists(page)).find((w) => w.name === 'Holidays')!;
  expect(holidays.privacy).toBe(2);
});

test('a failed create from the wishlist page: an error notice on the page, no error page, nothing created; then it is created', async ({
  page,
}) => {
  await seedWishlist(page, 1);
  await openWishlist(page, WISHLIST);
  await injectFaults(page, 'create_wishlist:error=http500');
  await page.getByRole('link', { name: 'Create a new wishlist' }).click();
  await dialog(page).getByRole('textbox', { name: 'Wishlist name' }).fill('Holidays');
  await dialog(page).getByRole('button', { name: 'Create wishlist' }).click();
  await expect(alert(page)).toHaveText('Wishlist “Holidays” could not be created; please try again.');
  await expect(page.locator('shop-wishlist .wishlist_manage td.wishlist-name')).toHaveText(['My wishlist']);
  expect((await serverWishlists(page)).map((w) => w.name)).toEqual(['My wishlist']);
  await injectFaults(page, '');
  await page.getByRole('link', { name: 'Create a new wishlist' }).click();
  await dialog(page).getByRole('textbox', { name: 'Wishlist name' }).fill('Holidays');
  await dialog(page).getByRole('button', { name: 'Create wishlist' }).click();
  await expect(page.locator('.woocommerce-message')).toContainText('Holidays');
  expect((await serverWishlists(page)).map((w) => w.name)).toEqual(['My wishlist', 'Holidays']);
});

test('asking an estimate: an injected failure shows the message under the description, then the answer replaces the form', async ({
  page,
}) => {
  await seedWishlist(page, 2);
  await openWishlist(page);
  await page.getByRole('link', { name: 'Ask for an estimate' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Ask for an estimate');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog(page).getByRole('textbox', { name: 'Your email' }).fill('ann@example.com');
  await dialog(page).getByRole('textbox', { name: 'Your name' }).fill('Ann');
  await dialog(page).getByRole('textbox', { name: 'Additional notes' }).fill('Gift wrap, please');

  await injectFaults(page, 'ask_an_estimate:error=http500');
  await dialog(page).getByRole('button', { name: 'Ask for an estimate' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(/\S/);
  expect(await serverEstimates(page)).toEqual([]);
  await expect(dialog(page).getByRole('textbox', { name: 'Additional notes' })).toHaveValue('Gift wrap, please');

  await injectFaults(page, '');
  await dialog(page).getByRole('textbox', { name: 'Your email' }).fill('ann@example');
  await dialog(page).getByRole('button', { name: 'Ask for an estimate' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Please, make sure to enter a valid email address');

  await dialog(page).getByRole('textbox', { name: 'Your email' }).fill('ann@example.com');
  await dialog(page).getByRole('button', { name: 'Ask for an estimate' }).click();
  await expect(dialog(page).locator('.ask-an-estimate-sent')).toContainText('We will reply to ann@example.com');
  await expect(dialog(page).locator('form')).toHaveCount(0);
  const [estimate] = await serverEstimates(page);
  expect(estimate!.fields).toMatchObject({ reply_email: 'ann@example.com', reply_name: 'Ann', additional_notes: 'Gift wrap, please' });
  await expect(dialog(page)).toHaveCount(0);
});

for (const [fault, open] of [
  [
    'move_to_another_wishlist',
    async (page: Page) => {
      await page
        .getByRole('link', { name: /^Move to another wishlist: / })
        .first()
        .click();
      await dialog(page).getByRole('button', { name: 'Move' }).click();
      await expect(dialog(page).getByRole('status')).toHaveText(/\S/);
    },
  ],
  [
    'add_to_cart',
    async (page: Page) => {
      await page.locator('shop-wishlist a.add_to_cart_button').first().click();
      await expect(alert(page)).toHaveText(/\S/);
    },
  ],
] as const) {
  test(`a failed ${fault} from the wishlist says so, and the page and the server agree afterwards`, async ({ page }) => {
    await seedWishlist(page, 2);
    await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
    await openWishlist(page, WISHLIST);
    const before = await serverWishlists(page);
    await injectFaults(page, `${fault}:error=http500`);
    await open(page);
    expect(await serverWishlists(page)).toEqual(before);
    await injectFaults(page, '');
    await pageAgreesWithServer(page);
  });
}

test('a move whose answer is cut short says so, and the page shows what the server did', async ({ page }) => {
  const [first, second] = await seedWishlist(page, 2);
  await seedWishlist(page, 1, { wishlist_id: 'new', wishlist_name: 'Birthday', wishlist_visibility: '0' });
  await openWishlist(page);
  // The server moves the item, then its answer is truncated: the page cannot read it.
  await injectFaults(page, 'move_to_another_wishlist:error=malformed');
  await page.locator('shop-wishlist select.change-wishlist').first().selectOption({ label: 'Birthday' });
  await expect(alert(page)).toHaveText(/\S/);
  expect((await serverWishlists(page)).find((w) => w.name === 'My wishlist')!.items.map((i) => String(i.productId))).toEqual([second]);
  await injectFaults(page, '');
  await pageAgreesWithServer(page);
  expect((await serverWishlists(page)).find((w) => w.name === 'Birthday')!.items.map((i) => String(i.productId))).toContain(first);
});
