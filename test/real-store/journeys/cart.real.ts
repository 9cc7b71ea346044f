// The cart page (quantity update, remove) and the checkout's country and state, checked against the session the
// store keeps.
import { boxes } from '../support/layout.ts';
import { expect, test } from '../support/shopper.ts';
import { addToCartThroughEndpoint, cartContents, emptyCart, product } from '../support/store-endpoints.ts';

test('cart: update a quantity, remove a line', async ({ shopper, page }) => {
  await addToCartThroughEndpoint(page, (await product(page, 'simple')).id);
  await addToCartThroughEndpoint(page, (await product(page, 'secondSimple')).id);
  await shopper.visit('/cart/', 'cart');
  const rows = page.locator('form.woocommerce-cart-form tr.cart_item');
  await expect(rows).toHaveCount(2);
  shopper.fact('cart rows', await boxes(rows));
  await rows.first().locator('input.qty').fill('3');
  await page.locator('button[name="update_cart"]').click();
  await expect(page.locator('.woocommerce-message')).toContainText('Cart updated');
  expect((await cartContents(page)).map((line) => line.quantity).sort()).toEqual([1, 3]);
  await rows.nth(1).locator('a.remove').click();
  await expect(rows).toHaveCount(1);
  expect((await cartContents(page)).map((line) => line.quantity)).toEqual([3]);
  await emptyCart(page);
});

test('checkout: country and state', async ({ shopper, page }) => {
  await addToCartThroughEndpoint(page, (await product(page, 'simple')).id);
  await shopper.visit('/checkout/', 'checkout');
  const country = page.locator('#billing_country');
  const state = page.locator('#billing_state');
  const orderReviewed = () => page.waitForResponse((answer) => answer.url().includes('wc-ajax=update_order_review'));
  await Promise.all([orderReviewed(), country.selectOption('GB')]);
  await expect(state, 'a free text county').toHaveJSProperty('tagName', 'INPUT');
  await Promise.all([orderReviewed(), country.selectOption('CA')]);
  await expect(state.locator('option[value="ON"]'), 'provinces to choose from').toHaveCount(1);
  await state.selectOption('ON');
  await expect(state).toHaveValue('ON');
  await expect(page.locator('.blockUI')).toHaveCount(0);
  await shopper.visit('/checkout/', 'checkout');
  await expect(country, 'the session kept the country').toHaveValue('CA');
  await expect(state.locator('option[value="ON"]'), 'with its provinces').toHaveCount(1);
  await emptyCart(page);
});
