import { elementsReady, expect, holdRequests, injectFaults, outlastClientTimeout, test } from './fixtures.ts';

const cases = [
  ['malformed JSON', 'malformed', 'The shop sent an answer that could not be read. Please try again.'],
  ['an empty body', 'empty', 'The shop sent an empty answer. Please try again.'],
  ['an HTML error page', 'html', 'The shop answered with an error page. Please try again.'],
  ['a timeout', 'timeout', 'The shop took too long to answer. Please try again.'],
] as const;

for (const [name, fault, message] of cases) {
  test(`a listing add answered with ${name} ends loading with a visible message`, async ({ page }) => {
    if (fault === 'timeout') await page.clock.install();
    await injectFaults(page, `add_to_cart:error=${fault}`);
    await page.goto('/shop/');
    await elementsReady(page, 'shop-add-to-cart');
    const answer = await holdRequests(page, /wc-ajax=add_to_cart\b/);
    const button = page.locator('shop-add-to-cart a.ajax_add_to_cart').first();
    const sent = page.waitForRequest(/wc-ajax=add_to_cart\b/);
    await button.click();
    await expect(button).toHaveClass(/\bloading\b/);
    answer();
    if (fault === 'timeout') await outlastClientTimeout(page, sent);
    const alert = page.locator('.shop-add-to-cart__error').first();
    await expect(alert).toHaveText(message);
    await expect(alert).toHaveAttribute('role', 'alert');
    await expect(button).not.toHaveClass(/\bloading\b/);
    await expect(button).not.toHaveClass(/\badded\b/);
  });
}

test('a product-page add answered with an HTML error page shows an alert above the form', async ({ page }) => {
  // The form is posted to its own page: the demo's `add_to_cart_form` endpoint.
  await injectFaults(page, 'add_to_cart_form:error=html');
  await page.goto('/product/basic-socks/');
  await elementsReady(page, 'shop-add-to-cart');
  const button = page.locator('form.cart .single_add_to_cart_button');
  await button.click();
  await expect(page.locator('.shop-add-to-cart__notices [role="alert"]')).toHaveText(
    'The shop answered with an error page. Please try again.',
  );
  await expect(button).not.toHaveClass(/\bloading\b/);
});

test('a refused product-page add shows the server’s notice on the page', async ({ page }) => {
  // Large Black is sold individually: the second add is refused, and the notice waits in the session.
  await page.goto('/product/classic-crew-tee/?attribute_pa_size=l&attribute_pa_color=black');
  await elementsReady(page, 'shop-add-to-cart');
  const button = page.locator('form.cart .single_add_to_cart_button');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
  await expect(page.locator('shop-mini-cart .woocommerce-mini-cart-item')).toHaveCount(1);
  await button.click();
  await expect(page.locator('.shop-add-to-cart__notices .woocommerce-error')).toContainText('You cannot add another');
  await expect(page).toHaveURL(/classic-crew-tee/);
});
