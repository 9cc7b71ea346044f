// Product pages as a shopper uses them: a simple product's quantity, variations (the quoted and ampersanded
// colour, an "any" attribute, 1,000 variations looked up by AJAX), the gallery and the review form.
import type { Page } from '@playwright/test';
import { box, lightboxShown, tappableLinks } from '../support/layout.ts';
import { expect, test } from '../support/shopper.ts';
import { cartContents, emptyCart, product } from '../support/store-endpoints.ts';
import { logIn, restClient } from '../support/wp-admin.ts';

const NAVY = 'Navy & "Sky" Blue';

/**
 * Presses the form's add to cart and waits for the store's cart to hold a line and for the shopper to be told
 * ("… added to your cart", on the reloaded page or announced in place).
 */
async function addFromProductPage(page: Page): Promise<void> {
  const button = page.locator('button.single_add_to_cart_button');
  // A variable product's button stays greyed out (`disabled` class, an alert on a click) until its form has
  // found the variation; a shopper waits for it to look pressable.
  await expect(button).not.toHaveClass(/\bdisabled\b/);
  await button.click();
  await expect.poll(async () => (await cartContents(page)).length, 'the cart holds the product').toBe(1);
  await expect(page.getByText(/added to your cart/i).first()).toBeVisible();
}

async function chosenVariation(page: Page): Promise<string> {
  const variationId = page.locator('form.variations_form input.variation_id');
  await expect(variationId, 'a variation is found for the choice').toHaveValue(/^[1-9]\d*$/);
  return variationId.inputValue();
}

test('simple product: quantity 2 to the cart', async ({ shopper, page }) => {
  const simple = await product(page, 'simple');
  await shopper.visit(simple.path, 'product');
  shopper.fact('title', await box(page.locator('.product_title')));
  await page.locator('form.cart input.qty').fill('2');
  await addFromProductPage(page);
  expect((await cartContents(page)).map((line) => line.quantity)).toEqual([2]);
  await emptyCart(page);
});

test(`variable product: ${NAVY}`, async ({ shopper, page }) => {
  const variable = await product(page, 'variable');
  await shopper.visit(variable.path, 'variable product');
  const form = page.locator('form.variations_form');
  // The quoted and ampersanded colour where the store offers it; each other attribute's last option.
  const chosen: string[] = [];
  for (const select of await form.locator('table.variations select').all()) {
    const options = await select.locator('option').evaluateAll((all) => all.map((option) => option.textContent!.trim()));
    const label = options.includes(NAVY) ? NAVY : options.at(-1)!;
    chosen.push(label);
    await select.selectOption({ label });
  }
  shopper.fact('variation', await chosenVariation(page));
  await expect(form.locator('.woocommerce-variation-price, .woocommerce-variation-availability').first()).toBeVisible();
  await addFromProductPage(page);
  const lines = await cartContents(page);
  expect(lines.map((line) => chosen.filter((label) => !line.text.includes(label)))).toEqual([[]]);
  await emptyCart(page);
});

test('variable product: a variation with an "any" attribute', async ({ shopper, page }) => {
  const anyAttribute = await product(page, 'anyAttribute');
  await shopper.visit(anyAttribute.path, 'variable product');
  const form = page.locator('form.variations_form');
  const variations = JSON.parse((await form.getAttribute('data-product_variations'))!) as {
    variation_id: number;
    attributes: Record<string, string>;
  }[];
  const withAny = variations.find((variation) => Object.values(variation.attributes).includes(''));
  expect(withAny, 'the product has a variation with an "any" attribute').toBeTruthy();
  for (const [name, value] of Object.entries(withAny!.attributes)) {
    const select = form.locator(`select[name="${name}"]`);
    const values = await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(value || values.at(-1)!);
  }
  shopper.fact('variation', await chosenVariation(page));
  await addFromProductPage(page);
  expect((await cartContents(page)).length).toBe(1);
  await emptyCart(page);
});

test('variable product: 1,000 variations looked up by AJAX', async ({ shopper, page }) => {
  const big = await product(page, 'manyVariations');
  await shopper.visit(big.path, 'variable product');
  const form = page.locator('form.variations_form');
  expect(await form.getAttribute('data-product_variations'), 'variations are looked up, not printed').toBe('false');
  for (const select of await form.locator('table.variations select').all()) {
    const values = await select.locator('option').evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    await select.selectOption(values.find(Boolean)!);
  }
  shopper.fact('variation', await chosenVariation(page));
  await addFromProductPage(page);
  expect((await cartContents(page)).length).toBe(1);
  await emptyCart(page);
});

/** Index of the gallery image whose box starts where the gallery does: the one shown. */
async function shownImage(page: Page): Promise<number> {
  return page.locator('.woocommerce-product-gallery').evaluate((gallery) => {
    const left = gallery.getBoundingClientRect().left;
    const images = [...gallery.querySelectorAll('.woocommerce-product-gallery__image')];
    return images.findIndex((image) => Math.abs(image.getBoundingClientRect().left - left) < 2 && image.getBoundingClientRect().width > 0);
  });
}

test('gallery: thumbnails and the full-screen view', async ({ shopper, page }) => {
  const gallery = await product(page, 'gallery');
  await shopper.visit(gallery.path, 'product');
  const thumbnails = page.locator('.woocommerce-product-gallery ol.flex-control-nav li');
  await expect(thumbnails).toHaveCount(3);
  await expect.poll(() => shownImage(page)).toBe(0);
  await thumbnails.nth(1).locator('img, button').first().click();
  await expect.poll(() => shownImage(page), 'the second thumbnail shows the second image').toBe(1);
  const trigger = page.locator('.woocommerce-product-gallery__trigger');
  if (await trigger.isVisible()) await trigger.click();
  else await page.locator('.woocommerce-product-gallery__image').nth(1).locator('img').click();
  await expect.poll(() => lightboxShown(page), 'a full-screen view of the image').toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => lightboxShown(page), 'Escape closes it').toBe(false);
});

test('reviews: stars, a rating required', async ({ shopper, page }) => {
  const reviewed = await product(page, 'reviews');
  // Logged in, as the store's flood check would refuse a second guest review from this address within 15 s.
  await logIn(page);
  await shopper.visit(reviewed.path, 'product');
  await page.locator('#tab-title-reviews a').click();
  const form = page.locator('#commentform');
  await expect(form).toBeVisible();
  const stars = form.locator('p.stars');
  await expect.poll(() => tappableLinks(stars), 'five stars to tap').toHaveLength(5);
  const text = `Real-store suite review ${Date.now()}`;
  await form.locator('#comment').fill(text);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await form.locator('#submit, [type="submit"]').first().click();
  await expect
    .poll(async () => [...dialogs, ...(await form.locator('[role="alert"]').allTextContents())].join(' '), 'without a rating')
    .toMatch(/select a rating/i);
  expect(page.url()).toContain(reviewed.path);
  await stars.locator('a.star-4').click();
  await Promise.all([page.waitForURL(/#comment-(\d+)/), form.locator('#submit, [type="submit"]').first().click()]);
  const commentId = /#comment-(\d+)/.exec(page.url())![1]!;
  await expect(page.locator(`#comment-${commentId}`)).toContainText(text);
  await expect(page.locator(`#comment-${commentId} .star-rating`)).toHaveAttribute('aria-label', /Rated 4 out of 5/);
  await (await restClient(page)).delete(`/wp/v2/comments/${commentId}?force=true`);
});
