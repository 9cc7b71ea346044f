import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe-page.ts';
import { arrowDownTo, tabTo } from '../support/keyboard.ts';
import { expect, injectFaults, test } from './fixtures.ts';

const LISTING = '/product-category/t-shirts/';
const TEE_PAGE = '/product/classic-crew-tee/';

const teeCard = (page: Page) => page.locator('li.product', { has: page.locator(`a.woocommerce-LoopProduct-link[href$="${TEE_PAGE}"]`) });

async function cartLines(page: Page): Promise<Array<{ product_id: number; variation_id: number }>> {
  return (await (await page.request.get('/__demo/cart')).json()).lines;
}

/** Focuses the card's own link, then reaches its quick-view trigger with Tab. */
async function tabToTrigger(page: Page) {
  const trigger = teeCard(page).locator('shop-quick-view a');
  await teeCard(page).locator('a.woocommerce-LoopProduct-link').focus();
  await tabTo(page, trigger, 5);
  return trigger;
}

test('by keyboard from a listing: quick view, choose a variation, add; the dialog is gone, the cart open, focus sane; axe clean', async ({
  page,
}) => {
  await page.goto(`${LISTING}?cart=offcanvas`);
  const trigger = await tabToTrigger(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Classic Crew Tee' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(trigger).not.toHaveAttribute('aria-busy', 'true');
  expect(await axeViolations(page, 'html')).toEqual([]);

  const size = dialog.locator('select[name="attribute_pa_size"]');
  const color = dialog.locator('select[name="attribute_pa_color"]');
  await tabTo(page, size);
  await arrowDownTo(page, size, 'm');
  await tabTo(page, color, 1);
  await arrowDownTo(page, color, 'red');
  await expect(dialog.locator('.single_variation .woocommerce-variation-price')).toHaveText('$20.00');
  const chosen = Number(await dialog.locator('input.variation_id').inputValue());
  expect(chosen).toBeGreaterThan(0);

  await tabTo(page, dialog.locator('.single_add_to_cart_button'));
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.shop-quick-view__root')).toHaveCount(0);
  await expect(cart).toBeFocused();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.variation_id)).toContain(chosen);
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

for (const fault of ['http500', 'malformed']) {
  test(`a failing quick view (${fault}) says so next to the trigger, and the card still goes to the product page`, async ({ page }) => {
    await injectFaults(page, `quick_view:error=${fault}`);
    await page.goto(LISTING);
    const trigger = await tabToTrigger(page);
    await page.keyboard.press('Enter');
    await expect(teeCard(page).getByRole('status')).toHaveText(
      'The quick view could not be opened. Please try again, or open the product page.',
    );
    await expect(trigger).not.toHaveAttribute('aria-busy', 'true');
    await expect(trigger).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await axeViolations(page, 'html')).toEqual([]);
    await teeCard(page).locator('a.woocommerce-LoopProduct-link').press('Enter');
    await expect(page).toHaveURL(new RegExp(`${TEE_PAGE}$`));
  });
}

test("a related product's quick view on a product page: its fields are its own (labels, ids), axe clean", async ({ page }) => {
  await page.goto('/product/tech-hoodie/');
  const card = page.locator('section.related li.product').first();
  const name = (await card.locator('.woocommerce-loop-product__title').innerText()).trim();
  await card.locator('shop-quick-view a').click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  // The product page has its own size and colour selects: the dialog's labels name the dialog's.
  await expect(dialog.getByLabel('Size', { exact: true })).toHaveCount(1);
  await expect(page.locator('.summary').first().getByLabel('Size', { exact: true })).toHaveCount(1);
  const duplicates = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicates).toEqual([]);
  expect(await axeViolations(page, 'html')).toEqual([]);
});

test('a quick view opened again by keyboard shows its gallery with its dots, the mouse never near it', async ({ page }) => {
  await page.goto(LISTING);
  const trigger = await tabToTrigger(page);
  const dialog = page.getByRole('dialog', { name: 'Classic Crew Tee' });
  for (const time of ['first', 'second']) {
    await page.keyboard.press('Enter');
    await expect(dialog, `the ${time} dialog`).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Show image 2 of 3' }), `the ${time} dialog's dots`).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
});
