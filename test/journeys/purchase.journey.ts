import type { Page } from '@playwright/test';
import { elementsReady, expect, holdRequests, injectFaults, test } from './fixtures.ts';
import { tabTo } from '../support/keyboard.ts';

async function cartLines(page: Page): Promise<Array<{ product_id: number; variation_id: number; quantity: number }>> {
  const response = await page.request.get('/__demo/cart');
  return (await response.json()).lines;
}

const panel = (page: Page) => page.locator('.single_variation');

test('a keyboard-only shopper chooses a variation, sees price and stock, cannot pick an inactive one, and adds it', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-variation-form');
  const size = page.locator('select[name="attribute_pa_size"]');
  const color = page.locator('select[name="attribute_pa_color"]');
  const button = page.locator('form.variations_form .single_add_to_cart_button');
  await expect(button).toHaveAttribute('aria-disabled', 'true');

  await size.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(size).toHaveValue('m');
  await page.keyboard.press('Tab');
  await expect(color).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(color).toHaveValue('red');
  await expect(panel(page).locator('.woocommerce-variation-price')).toHaveText('$20.00');
  await expect(panel(page).locator('.woocommerce-variation-availability')).toContainText('10 in stock');
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');

  // Blue is inactive in XL: the option is disabled and the keyboard steps over it.
  await size.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(size).toHaveValue('xl');
  await expect(color.locator('option[value="blue"]')).toBeDisabled();
  await color.focus();
  await page.keyboard.press('ArrowUp');
  await expect(color).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(color).toHaveValue('black');
  await expect(panel(page).locator('.woocommerce-variation-availability')).toContainText(/backorder/i);

  const chosen = await page.locator('input.variation_id').inputValue();
  await tabTo(page, page.locator('form.variations_form .single_add_to_cart_button'), 12);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await cartLines(page)).map((line) => line.variation_id)).toContain(Number(chosen));
});

test('the Clear link clears the choice, is announced and returns focus to the first select', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-variation-form');
  // WooCommerce 11 prints the Clear control as `<a class="reset_variations" href="#">`.
  const reset = page.getByRole('link', { name: 'Clear options' });
  await expect(reset).toBeHidden();
  await page.locator('select[name="attribute_pa_size"]').selectOption('s');
  await page.locator('select[name="attribute_pa_color"]').selectOption('red');
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('select[name="attribute_pa_size"]')).toBeFocused();
  await expect(page.locator('select[name="attribute_pa_color"]')).toHaveValue('');
  await expect(page.locator('.reset_variations_alert')).toContainText('Your selection has been reset.');
  await expect(reset).toBeHidden();
  await expect(page).toHaveURL(/classic-crew-tee\/$/);
});

test('above the AJAX threshold the form asks the server, blocked meanwhile, and survives a failing lookup', async ({ page }) => {
  await page.goto('/product/spectrum-hoodie/');
  await elementsReady(page, 'shop-variation-form');
  const answer = await holdRequests(page, /wc-ajax=get_variation\b/);
  await page.locator('select[name="attribute_pa_size"]').selectOption({ index: 1 });
  await page.locator('select[name="attribute_pa_color"]').selectOption({ index: 1 });
  await expect(page.locator('form.variations_form .blockOverlay')).toBeVisible();
  answer();
  await expect(panel(page).locator('.woocommerce-variation-price')).not.toBeEmpty();
  await expect(page.locator('form.variations_form .blockOverlay')).toHaveCount(0);

  await injectFaults(page, 'get_variation:error=http500');
  await page.locator('select[name="attribute_pa_color"]').selectOption({ index: 2 });
  await expect(page.locator('.wc-no-matching-variations.woocommerce-error')).toBeVisible();
  await expect(page.locator('form.variations_form .blockOverlay')).toHaveCount(0);
});

test('special characters match in both modes', async ({ page }) => {
  for (const mode of ['', '?variations=ajax']) {
    await page.goto(`/product/special-characters-tee/${mode}`);
    await elementsReady(page, 'shop-variation-form');
    const print = page.locator('select[name="attribute_print"]');
    const values = await print
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(values.length).toBeGreaterThanOrEqual(8);
    await page.locator('select[name="attribute_fit"]').selectOption({ index: 1 });
    for (const value of values) {
      await print.selectOption(value);
      await expect(page.locator('input.variation_id'), `${mode || 'embedded'}: ${value}`).not.toHaveValue(/^0?$/);
    }
  }
});

test('add-on totals follow the inputs, the quantity and the chosen variation', async ({ page }) => {
  await page.goto('/product/custom-print-tee/');
  await elementsReady(page, 'shop-product-addons');
  const totals = page.locator('#product-addons-total');
  await expect(totals).toBeEmpty();
  // The multiplier's own alert stays hidden under the theme's styles until a value is invalid, and the
  // counter fills Product Add-ons' "<span></span> characters remaining" with the number.
  await expect(page.locator('.wc-pao-addon-alert')).toBeHidden();
  await expect(page.locator('.chars_remaining').first()).toHaveText('20 characters remaining');
  await page.getByLabel('Gift box').focus();
  await page.keyboard.press('Space');
  await expect(totals).toContainText('Options total:');
  await expect(totals).toContainText('$3.00 USD');
  await expect(totals).toContainText('$27.00 USD');
  // The tax covers the whole line (the tee's $24 plus the $3 box), at the demo's 20 %.
  await expect(totals).toContainText('$32.40 USD incl. tax');
  await page.locator('form.cart input.qty').focus();
  await page.keyboard.press('ArrowUp');
  await expect(totals).toContainText('$51.00 USD');
  await expect(totals).toContainText('$61.20 USD incl. tax');

  await page.goto('/product/everyday-hoodie/');
  await elementsReady(page, 'shop-variation-form');
  await elementsReady(page, 'shop-product-addons');
  await page.getByLabel('Gift wrap').check();
  await expect(page.locator('#product-addons-total')).not.toContainText('Sub total');
  await page.locator('select[name="attribute_pa_size"]').selectOption({ index: 1 });
  await page.locator('select[name="attribute_pa_color"]').selectOption('green');
  await expect(page.locator('#product-addons-total')).toContainText('$69.00 USD');
  // Taxed at the chosen variation's price.
  await expect(page.locator('#product-addons-total')).toContainText('$82.80 USD incl. tax');
  await page.locator('select[name="attribute_pa_color"]').selectOption('grey');
  await expect(page.locator('#product-addons-total')).toContainText('$59.00 USD');
  await expect(page.locator('#product-addons-total')).toContainText('$70.80 USD incl. tax');
});

test('the sticky bar appears below the form and adds through the same flow', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-sticky-add-to-cart');
  const bar = page.getByRole('region', { name: 'Add Classic Crew Tee to cart' });
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Select options' }).click();
  await expect(page.locator('select[name="attribute_pa_size"]')).toBeFocused();
  await expect(bar).toBeHidden();
  // The scroll to the options animates over 300 ms and ends with the form 200 px below the top (or the page at its top).
  await page.waitForFunction(() => {
    const form = document.querySelector('form.variations_form')!;
    return Math.abs(window.scrollY - Math.max(0, form.getBoundingClientRect().top + window.scrollY - 200)) < 1;
  });
  await page.locator('select[name="attribute_pa_size"]').selectOption('s');
  await page.locator('select[name="attribute_pa_color"]').selectOption('red');
  // The choice shows once the form's display code is here (fetched on the first intent): then the id is set.
  await expect(page.locator('form.variations_form .single_add_to_cart_button')).not.toHaveAttribute('aria-disabled', 'true');
  const chosen = Number(await page.locator('input.variation_id').inputValue());
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toContainText('Small, Red');
  await bar.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(async () => (await cartLines(page)).map((line) => line.variation_id)).toContain(chosen);
});
