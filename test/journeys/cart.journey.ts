import type { Page } from '@playwright/test';
import { elementsReady, expect, test } from './fixtures.ts';

interface ServerLine {
  key: string;
  product_id: number;
  variation_id: number;
  quantity: number;
}

async function serverCart(page: Page): Promise<ServerLine[]> {
  return (await (await page.request.get('/__demo/cart')).json()).lines;
}

const miniCartItems = (page: Page) => page.locator('shop-mini-cart .woocommerce-mini-cart-item');
const firstAddButton = (page: Page) => page.locator('shop-add-to-cart a.ajax_add_to_cart').first();

async function openShop(page: Page, query = ''): Promise<void> {
  await page.goto(`/shop/${query}`);
  await elementsReady(page, 'shop-add-to-cart');
  await elementsReady(page, 'shop-mini-cart');
}

test('adding from a listing shows loading, then added with a View cart link, and opens the header dropdown', async ({ page }) => {
  await openShop(page, '?cart=dropdown');
  const button = firstAddButton(page);
  const productId = Number(await button.getAttribute('data-product_id'));
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(button).not.toHaveClass(/\bloading\b/);
  await expect(page.locator('a.added_to_cart.wc-forward').first()).toHaveText('View cart');
  const toggle = page.locator('.shop-mini-cart__toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-header-cart')).toHaveClass(/\bactive\b/);
  await expect(miniCartItems(page)).toHaveCount(1);
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
  await expect(page.locator('.shop-live-region')).toContainText('has been added to your cart');
  expect((await serverCart(page)).map((line) => line.product_id)).toEqual([productId]);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false', { timeout: 7000 });
});

test('adding from a product page sends the form without a page load', async ({ page }) => {
  await page.goto('/product/basic-socks/');
  await elementsReady(page, 'shop-add-to-cart');
  const marker = await page.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = Math.random()));
  await page.locator('form.cart input.qty').fill('2');
  await page.locator('form.cart .single_add_to_cart_button').click();
  await expect(miniCartItems(page)).toHaveCount(1);
  await expect(miniCartItems(page).locator('.quantity')).toContainText('2 ×');
  expect(await page.evaluate(() => (window as unknown as { journeyMarker: number }).journeyMarker)).toBe(marker);
  expect((await serverCart(page))[0]?.quantity).toBe(2);
});

test('removing from the mini cart, with the item blocked until the server answers', async ({ page }) => {
  await openShop(page);
  await firstAddButton(page).click();
  await expect(miniCartItems(page)).toHaveCount(1);
  await page.locator('.shop-mini-cart__toggle').click();
  await page.locator('shop-mini-cart a.remove_from_cart_button').click();
  await expect(page.locator('.woocommerce-mini-cart__empty-message')).toBeVisible();
  await expect(page.locator('.shop-live-region')).toContainText('has been removed from your cart');
  expect(await serverCart(page)).toEqual([]);
});

test('the off-canvas cart opens as a dialog after an add and closes with Escape', async ({ page }) => {
  await openShop(page, '?cart=offcanvas');
  await firstAddButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(dialog.locator('.woocommerce-mini-cart-item')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goto('/shop/?cart=dropdown');
});

test('with redirect-after-add on, an add goes to the cart page', async ({ page }) => {
  await openShop(page, '?redirect_after_add=yes');
  await firstAddButton(page).click();
  await page.waitForURL('**/cart/');
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
  await page.goto('/shop/?redirect_after_add=no');
});

test('a plain add-to-cart link leaves the added-to-cart marker, and the cart opens on that page', async ({ page }) => {
  await openShop(page);
  const id = await firstAddButton(page).getAttribute('data-product_id');
  await page.goto(`/shop/?add-to-cart=${id}`);
  await elementsReady(page, 'shop-mini-cart');
  await expect(page.locator('body')).toHaveClass(/added-to-cart/);
  await expect(page.locator('.shop-mini-cart__toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(miniCartItems(page)).toHaveCount(1);
});

test('changing quantities and removing lines on the cart page updates rows and totals without a reload', async ({ page }) => {
  await openShop(page);
  await firstAddButton(page).click();
  await expect(miniCartItems(page)).toHaveCount(1);
  await page.goto('/cart/');
  await elementsReady(page, 'shop-cart');
  const marker = await page.evaluate(() => ((window as unknown as { journeyMarker: number }).journeyMarker = Math.random()));
  const total = page.locator('.cart_totals .order-total td');
  const before = await total.textContent();
  const quantity = page.locator('.woocommerce-cart-form input.qty').first();
  await quantity.fill('3');
  await quantity.dispatchEvent('change');
  await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('Cart updated.');
  await expect(total).not.toHaveText(before ?? '');
  expect((await serverCart(page))[0]?.quantity).toBe(3);
  await expect(page.locator('a.cart-contents .count')).toHaveText('3 items');
  await page.locator('.woocommerce-cart-form .product-remove a').first().click();
  await expect(page.locator('.cart-empty')).toBeVisible();
  await expect(page.locator('a.cart-contents .count')).toHaveText('0 items');
  expect(await page.evaluate(() => (window as unknown as { journeyMarker: number }).journeyMarker)).toBe(marker);
});

test('the back button after adding shows the current cart', async ({ page }) => {
  await openShop(page);
  await page.locator('ul.products li.product a.woocommerce-LoopProduct-link').first().click();
  // The listing's elements are still there until the product page has replaced it.
  await page.waitForURL(/\/product\//);
  await elementsReady(page, 'shop-add-to-cart');
  const form = page.locator('form.cart').first();
  await expect(form).toBeVisible();
  const simple = await page.locator('form.cart:not(.variations_form)').count();
  if (simple === 0) {
    await page.goto('/product/basic-socks/');
    await elementsReady(page, 'shop-add-to-cart');
  }
  await page.locator('form.cart .single_add_to_cart_button').first().click();
  await expect(miniCartItems(page)).toHaveCount(1);
  await page.goBack();
  await elementsReady(page, 'shop-mini-cart');
  await expect(miniCartItems(page)).toHaveCount(1);
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
});

test('two tabs agree: a cart changed in one shows in the other', async ({ page, context }) => {
  await openShop(page);
  const other = await context.newPage();
  await other.goto('/shop/');
  await other.bringToFront();
  await elementsReady(other, 'shop-mini-cart');
  await page.bringToFront();
  await firstAddButton(page).click();
  await expect(miniCartItems(page)).toHaveCount(1);
  await expect(other.locator('shop-mini-cart .woocommerce-mini-cart-item')).toHaveCount(1);
  await expect(other.locator('a.cart-contents .count')).toHaveText('1 item');
  await page.locator('.shop-mini-cart__toggle').click();
  await page.locator('shop-mini-cart a.remove_from_cart_button').click();
  await expect(other.locator('.woocommerce-mini-cart__empty-message')).toHaveCount(1);
  await expect(other.locator('a.cart-contents .count')).toHaveText('0 items');
});

test('a product form with add-ons and a file sends every field, so the cart line carries them all', async ({ page }) => {
  await page.goto('/product/custom-print-tee/');
  await elementsReady(page, 'shop-add-to-cart');
  await page.locator('input[name$="front-text-5"]').fill('Hello & Co');
  await page.locator('input[value="gift-box-1"]').check();
  await page.locator('input[value="priority-print-2"]').check();
  await page.locator('input[value="right-sleeve-2"]').check();
  await page
    .locator('input[type="file"][name$="upload-your-logo-8"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/product/custom-print-tee/'));
  await page.locator('form.cart .single_add_to_cart_button').click();
  expect((await posted).headers()['content-type']).toContain('multipart/form-data');
  const item = page.locator('shop-mini-cart .woocommerce-mini-cart-item');
  await expect(item).toHaveCount(1);
  for (const text of ['Hello & Co', 'Gift box', 'Priority print', 'Right sleeve', 'logo.png'])
    await expect(item.locator('dl.variation')).toContainText(text);
});
