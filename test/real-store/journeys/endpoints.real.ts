// What the plugin serves that a stock store does not (docs/server-endpoints.md): the header search's suggestions,
// the quick view's product and the wishlist count. Legacy Storefront has none of them, so these journeys walk
// only the plugin-on passes; each checks what the shopper sees or what the store answers.
import type { APIRequestContext } from '@playwright/test';
import { productSearchField } from '../support/product-search.ts';
import { pass, store } from '../support/run-settings.ts';
import { expect, test } from '../support/shopper.ts';
import { cartContents, emptyCart, hasWishlistPage } from '../support/store-endpoints.ts';
import { logIn, setQuickView } from '../support/wp-admin.ts';

const adminAjax = `${store.url}/wp-admin/admin-ajax.php`;

test.beforeEach(() => test.skip(pass.mode === 'off', 'legacy Storefront serves no such endpoint: the plugin-on passes only'));

/** A product the shop page lists: its id (from the card's classes) and its name. */
async function listedProduct(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const html = await (await request.get(`${store.url}/shop/`)).text();
  const card = /<li class="[^"]*\bpost-(\d+)\b[^"]*"[\s\S]*?woocommerce-loop-product__title">([^<]+)</.exec(html);
  expect(card, 'a product on the shop page').not.toBeNull();
  return { id: Number(card![1]), name: card![2]!.trim() };
}

test('search suggestions: "tee" as the shopper types', async ({ shopper, page }) => {
  await shopper.visit('/', 'home');
  const field = await productSearchField(page);
  const answered = page.waitForResponse((response) => response.url().includes('action=shop_ajax_search_products'));
  await field.click();
  await field.pressSequentially('tee');
  const answer = await answered;
  expect(answer.status(), 'the plugin answers the search action').toBe(200);
  const options = page.getByRole('listbox').filter({ visible: true }).getByRole('option');
  await expect(options.first(), 'suggestions listed under the field').toBeVisible();
  const names = await options.allTextContents();
  expect(
    names.some((name) => /tee/i.test(name)),
    `a suggestion names a tee: ${names.join(' | ')}`,
  ).toBe(true);
  // A suggestion leads to its product page.
  await options.first().click();
  await expect(page.locator('h1.product_title')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(store.url).origin);
});

test('quick view: the store answers a listed product, and nothing for a product it does not show', async ({ page }) => {
  const product = await listedProduct(page.request);
  const shown = await page.request.post(adminAjax, { form: { action: 'shop_quick_view', product: String(product.id) } });
  expect(shown.status()).toBe(200);
  const html = await shown.text();
  expect(html).toContain(`id="product-${product.id}"`);
  expect(html, 'the product title').toContain(product.name);
  expect(html, 'its add-to-cart form').toMatch(/<form[^>]+class="[^"]*\bcart\b/);
  const unknown = await page.request.post(adminAjax, { form: { action: 'shop_quick_view', product: '999999' } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe('');
});

test('quick view: with its setting on, a card opens the product in a dialog, and its form adds to the cart', async ({
  shopper,
  page,
  browser,
}) => {
  const owner = await browser.newPage();
  await logIn(owner);
  await setQuickView(owner, true);
  try {
    await shopper.visit('/shop/', 'shop');
    // A simple product's card (its listing button adds at once): the dialog's form needs no choice.
    const card = page
      .locator('ul.products li.product')
      .filter({ has: page.locator('a.ajax_add_to_cart') })
      .first();
    const name = (await card.locator('.woocommerce-loop-product__title').textContent())!.trim();
    await card
      .getByRole('button', { name: `Quick view: ${name}` })
      .or(card.locator('.quick-view-button'))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.product_title')).toHaveText(name);
    // The answer's quantity field came with the plugin's stand-ins; inside the dialog its element loads at once
    // (nothing waits for the shopper in a modal) and puts its working buttons in their place.
    await dialog.locator('.quantity button.plus').click();
    await expect(dialog.locator('input.qty')).toHaveValue('2');
    await expect(dialog.getByRole('button', { name: 'Increase quantity' })).toBeVisible();
    await dialog.locator('form.cart button[type="submit"]').click();
    await expect.poll(async () => (await cartContents(page)).map((line) => [line.text.includes(name), line.quantity])).toEqual([[true, 2]]);
    await emptyCart(page);
  } finally {
    await setQuickView(owner, false);
    await owner.close();
  }
});

test('wishlist count: a new visitor has 0', async ({ page }) => {
  test.skip(!(await hasWishlistPage(page)), 'the store has no wishlist page (YITH not installed)');
  const count = await page.request.get(`${adminAjax}?action=shop_update_wishlist_count`);
  expect(count.status()).toBe(200);
  expect((await count.text()).trim()).toBe('0');
});
