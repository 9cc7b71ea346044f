import { test, expect } from './fixtures.ts';

test('a theme script with jQuery hears the legacy cart and variation events with their legacy arguments', async ({ page }) => {
  await page.goto('/shop/?jquery=1');
  await page.evaluate(() => {
    const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void } })
      .jQuery;
    const heard: unknown[] = [];
    (window as unknown as { heard: unknown[] }).heard = heard;
    $(document.body).on('added_to_cart', (_event, fragments, hash, $button) => {
      const button = $button as { jquery?: string; 0?: Element };
      heard.push({
        keys: Object.keys(fragments as object),
        hash,
        wrapped: Boolean(button.jquery),
        id: button[0]?.getAttribute('data-product_id'),
      });
    });
  });
  const button = page.locator('a.add_to_cart_button.ajax_add_to_cart').first();
  const productId = await button.getAttribute('data-product_id');
  await button.click();
  await expect(page.locator('.demo-legacy-log')).toContainText('added_to_cart');
  const heard = await page.evaluate(() => (window as unknown as { heard: Array<Record<string, unknown>> }).heard);
  expect(heard).toHaveLength(1);
  expect(heard[0]).toMatchObject({ wrapped: true, id: productId });
  expect(heard[0]!.keys).toContain('div.widget_shopping_cart_content');
  expect(String(heard[0]!.hash)).toMatch(/^[0-9a-f]{32}$/);

  await page.goto('/product/classic-crew-tee/?jquery=1');
  await page.locator('select[name="attribute_pa_size"]').selectOption({ index: 1 });
  await page.locator('select[name="attribute_pa_color"]').selectOption({ index: 1 });
  await expect(page.locator('.demo-legacy-log')).toContainText('found_variation');
  await expect(page.locator('.demo-legacy-log')).toContainText('show_variation');
});
