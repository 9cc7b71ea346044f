import type { Page } from '@playwright/test';
import { test, expect, elementsReady } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// Storefront's quantity fields as the plugin prints them (its inert − and + stand-ins around WooCommerce's field),
// before the library's code and after <shop-quantity> has put its buttons in their place: nothing on the page
// moves (the field widened when the code arrived, a layout shift on every product and cart page).

/** The boxes a shopper sees around the quantity fields: each field's parts, the form's button, the cart's rows. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const visible = [
      ...document.querySelectorAll(
        '.quantity, .quantity > *, .quantity button, .single_add_to_cart_button, tr.cart_item, .cart-collaterals',
      ),
    ].filter((node) => node.getClientRects().length > 0 && !node.matches('.screen-reader-text'));
    // In page order (the element moves + after the field, where the stylesheet already shows it).
    return visible
      .map((node) => {
        const { x, y, width, height } = node.getBoundingClientRect();
        return { y, x, box: `${node.className}: ${[x, y, width, height].map(Math.round).join(' ')}` };
      })
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map(({ box }) => box);
  });
}

for (const name of ['cart-2-items', 'product-simple-basic-tee']) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`${name}: the quantity fields do not move when the code arrives, at ${viewport.width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      await openRecordedPage(page, { name, build: buildOf(testInfo), code: false });
      const firstPaint = await boxes(page);

      const withCode = await page.context().newPage();
      await withCode.setViewportSize(viewport);
      await openRecordedPage(withCode, { name, build: buildOf(testInfo) });
      await elementsReady(withCode, 'shop-quantity');
      // The element's own buttons, one pair a field, in the printed places.
      const fields = await withCode.locator('shop-quantity .quantity').count();
      await expect(withCode.locator('.shop-quantity__control button[aria-label="Increase quantity"]')).toHaveCount(fields);
      await expect(withCode.locator('.shop-quantity__control button[aria-hidden="true"]')).toHaveCount(0);
      expect(await boxes(withCode)).toEqual(firstPaint);
    });
  }
}

// Browsers often paint a frame while their parser has just read a field (2 of 3 loads of store A's cart, CPU
// slowed 4×): the field must already have both buttons' room then, or it widens, and a cart's columns with it.
/** The first quantity field's width, and each part's offset in it and width: − , the input, +. */
function firstField(page: Page) {
  return page.evaluate(() => {
    const quantity = document.querySelector('.quantity')!;
    const { x, width } = quantity.getBoundingClientRect();
    const parts = ['.minus', 'input.qty', '.plus'].map((part) => quantity.querySelector(part)!.getBoundingClientRect());
    return [width, ...parts.flatMap((box) => [box.x - x, box.width])].map(Math.round);
  });
}

for (const name of ['cart-2-items', 'product-simple-basic-tee']) {
  test(`${name}: a frame painted with the first quantity field just parsed shows the field as the whole page does`, async ({
    page,
  }, testInfo) => {
    await openRecordedPage(page, { name, build: buildOf(testInfo), code: false });
    const wholePage = await firstField(page);
    expect(wholePage[3], 'the field comes after −').toBeGreaterThan(wholePage[1]);
    expect(wholePage[5], '+ comes after the field').toBeGreaterThan(wholePage[3]);

    const halfParsed = await page.context().newPage();
    await openRecordedPage(halfParsed, { name, build: buildOf(testInfo), code: false, endAfter: /<input\b[^>]*\bqty\b[^>]*>/ });
    await expect(halfParsed.locator('.quantity'), 'the page ends in the first field').toHaveCount(1);
    expect(await firstField(halfParsed)).toEqual(wholePage);
  });
}

test('product-simple-basic-tee: the quantity field waits for the shopper, and taps on + before its code are each counted', async ({
  page,
}, testInfo) => {
  // The quantity's group (the page's store notice also asks for it once idle) arrives when the test lets it.
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await openRecordedPage(page, {
    name: 'product-simple-basic-tee',
    build: buildOf(testInfo),
    beforeLibraryFile: async (file) => {
      if (!/\/site\.group-\w+\.js$/.test(file)) return;
      asked.push(file);
      await released;
    },
  });
  await elementsReady(page, 'shop-product-gallery');
  const field = page.locator('form.cart shop-quantity');
  await expect(field).toHaveAttribute('loading', 'interaction');
  expect(await page.evaluate(() => customElements.get('shop-quantity')), 'no quantity code yet').toBeUndefined();
  // The stand-ins look as the element's buttons will: − unavailable at the minimum, + ready.
  await expect(field.locator('.shop-quantity__control--minus button')).toBeDisabled();
  const plus = field.locator('.shop-quantity__control--plus button');
  await expect(plus).toBeEnabled();
  await plus.click();
  await plus.click();
  await expect.poll(() => asked.length, 'the tap asked for the code').toBeGreaterThan(0);
  await expect(field.locator('input.qty')).toHaveValue('1');

  release();
  await expect(field.locator('input.qty')).toHaveValue('3');
  await expect(field.locator('button[aria-label="Increase quantity"]')).toHaveCount(1);
  await expect(field.locator('button[aria-hidden="true"]')).toHaveCount(0);
  await expect(field.locator('button[aria-label="Decrease quantity"]')).toBeEnabled();
});
