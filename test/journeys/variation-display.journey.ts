import type { Page } from '@playwright/test';
import { elementsReady, expect, holdRequests, test } from './fixtures.ts';

// What the variation form changes once a variation is chosen (panel, image, meta, quantity limits) is a chunk of
// its own, fetched on the shopper's first intent in the form (elements/variation-form/README.md).
const DISPLAY = /\/chunks\/variation-display-[^/]*\.js$/;
const TEE = '/product/classic-crew-tee/';

const addButton = (page: Page) => page.locator('form.variations_form .single_add_to_cart_button');

async function chooseMediumRed(page: Page): Promise<void> {
  await page.locator('select[name="attribute_pa_size"]').selectOption('m');
  await page.locator('select[name="attribute_pa_color"]').selectOption('red');
}

test('the code for after a choice comes with the first focus in the form; a choice made before it shows once it is here', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (DISPLAY.test(sent.url())) fetched.push(sent.url());
  });
  const release = await holdRequests(page, DISPLAY);
  await page.goto(TEE);
  await elementsReady(page, 'shop-variation-form');
  expect(fetched).toEqual([]);
  await page.locator('select[name="attribute_pa_size"]').focus();
  await expect.poll(() => fetched.length).toBe(1);
  await chooseMediumRed(page);
  // Complete, but held back on the way: nothing of the choice shows yet, and the button still asks for one.
  await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.single_variation')).toBeEmpty();
  release();
  await expect(page.locator('.single_variation .woocommerce-variation-price')).toHaveText('$20.00');
  await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  expect(fetched).toHaveLength(1);
});

test('without the code for after a choice, the chosen variation is still added', async ({ page }) => {
  await page.route(DISPLAY, (route) => route.abort());
  await page.goto(TEE);
  await elementsReady(page, 'shop-variation-form');
  await chooseMediumRed(page);
  await expect(addButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  const chosen = Number(await page.locator('input.variation_id').inputValue());
  expect(chosen).toBeGreaterThan(0);
  await addButton(page).click();
  await expect
    .poll(async () => ((await (await page.request.get('/__demo/cart')).json()) as { lines: Array<{ variation_id: number }> }).lines)
    .toEqual([expect.objectContaining({ variation_id: chosen })]);
});
