import { elementsReady, expect, test } from './fixtures.ts';

// Weekend Chino's variations store a colour and leave Fit as "any" (demo/README.md).
const CHINO = '/product/weekend-chino/';

test('a variation with an "any" attribute is added from the product form with the chosen value', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') requests.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  await page.goto(CHINO);
  await elementsReady(page, 'shop-variation-form');
  await page.locator('select[name="attribute_pa_color"]').selectOption('navy');
  await page.locator('select[name="attribute_fit"]').selectOption('Slim');
  const button = page.locator('form.variations_form .single_add_to_cart_button');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();

  const line = page.locator('shop-mini-cart .woocommerce-mini-cart-item');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Weekend Chino - Navy, Slim');
  await expect(page.locator('.shop-live-region')).toHaveText('“Weekend Chino” has been added to your cart');
  await expect(page.locator('.shop-add-to-cart__notices')).toHaveText('');
  await expect(button).toHaveClass(/\badded\b/);
  expect(requests).toEqual([CHINO, '/?wc-ajax=get_refreshed_fragments']);
  await expect(page).toHaveURL(new RegExp(`${CHINO}$`));
});

test('the demo refuses an "any" attribute posted to wc-ajax=add_to_cart, as WooCommerce does', async ({ page }) => {
  await page.goto(CHINO);
  const variations = JSON.parse((await page.locator('form.variations_form').getAttribute('data-product_variations')) ?? '[]') as Array<{
    variation_id: number;
  }>;
  const variationId = variations[0]!.variation_id;
  const answer = await page.request.post('/?wc-ajax=add_to_cart', {
    form: { product_id: variationId, variation_id: variationId, attribute_pa_color: 'beige', attribute_fit: 'Slim', quantity: 1 },
  });
  expect(await answer.json()).toEqual({ error: true, product_url: expect.stringContaining(CHINO) });
  await page.goto(CHINO);
  await expect(page.locator('.woocommerce-error')).toContainText('Fit is a required field');
});
