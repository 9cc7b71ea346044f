import { test, expect, elementsReady } from './fixtures.ts';

test('a shopper steps the quantity by keyboard and mouse, dismisses the store notice, and it stays dismissed', async ({ page }) => {
  await page.goto('/shop/');
  await page.locator('ul.products li.product.product-type-simple a.woocommerce-LoopProduct-link').first().click();
  await elementsReady(page, 'shop-quantity');

  const quantity = page.locator('form.cart shop-quantity').first();
  const input = quantity.locator('input.qty');
  await expect(input).toHaveValue('1');
  await input.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(input).toHaveValue('3');
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveValue('2');
  await quantity.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(input).toHaveValue('3');
  await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(input).toHaveValue('2');

  const notice = page.locator('.woocommerce-store-notice');
  await elementsReady(page, 'shop-store-notice');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toBeHidden();

  await page.reload();
  await elementsReady(page, 'shop-store-notice');
  await expect(notice).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.startsWith('store_notice'))).toMatchObject({ value: 'hidden', path: '/' });
});
