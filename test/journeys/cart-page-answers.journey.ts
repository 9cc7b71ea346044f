import type { Page } from '@playwright/test';
import { elementsReady, expect, injectFaults, test } from './fixtures.ts';

/** A cart page with one line of quantity 1, and a record of the cart updates the element reports. */
async function cartPageWithOneLine(page: Page): Promise<void> {
  await page.goto('/shop/');
  await elementsReady(page, 'shop-add-to-cart');
  await page.locator('shop-add-to-cart a.ajax_add_to_cart').first().click();
  await expect(page.locator('shop-mini-cart .woocommerce-mini-cart-item')).toHaveCount(1);
  await page.goto('/cart/');
  await elementsReady(page, 'shop-cart');
  await page.evaluate(() => {
    const record: boolean[] = [];
    (window as unknown as { cartUpdates: boolean[] }).cartUpdates = record;
    document.addEventListener('shop-cart-updated', (event) => record.push((event as CustomEvent<{ emptied: boolean }>).detail.emptied));
  });
}

const serverQuantity = async (page: Page): Promise<number | undefined> =>
  (await (await page.request.get('/__demo/cart')).json()).lines[0]?.quantity;

const cases = [
  ['an empty body', 'empty', 'The shop sent an empty answer. Please try again.', 1],
  ['a login page', 'login', 'The shop answered with an error page. Please try again.', 1],
  // The server made the change, then the page was cut off on its way back.
  ['a page cut off in transit', 'malformed', 'The shop sent an answer that could not be read. Please try again.', 3],
] as const;

for (const [name, fault, message, quantityOnServer] of cases) {
  test(`a cart update answered with ${name} (status 200) keeps the cart on the page and offers a reload`, async ({ page }) => {
    await cartPageWithOneLine(page);
    await injectFaults(page, `cart_update:error=${fault}`);
    const quantity = page.locator('.woocommerce-cart-form input.qty').first();
    await quantity.fill('3');
    await quantity.dispatchEvent('change');
    const alert = page.locator('shop-cart .woocommerce-notices-wrapper [role="alert"]');
    await expect(alert).toContainText(message);
    await expect(alert).toBeFocused();
    await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
    await expect(page.locator('.cart-empty')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { cartUpdates: boolean[] }).cartUpdates)).toEqual([]);
    expect(await serverQuantity(page)).toBe(quantityOnServer);

    await alert.getByRole('link', { name: 'Reload the cart' }).click();
    await elementsReady(page, 'shop-cart');
    await expect(page.locator('.woocommerce-cart-form input.qty').first()).toHaveValue(String(quantityOnServer));
  });
}

test('a removal answered with an empty body keeps the line on the page', async ({ page }) => {
  await cartPageWithOneLine(page);
  await injectFaults(page, 'cart_update:error=empty');
  await page.locator('.woocommerce-cart-form .product-remove a').first().click();
  await expect(page.locator('shop-cart [role="alert"]')).toContainText('The shop sent an empty answer.');
  await expect(page).toHaveURL(/\/cart\/$/);
  await expect(page.locator('.woocommerce-cart-form .cart_item')).toHaveCount(1);
  expect(await serverQuantity(page)).toBe(1);
});
