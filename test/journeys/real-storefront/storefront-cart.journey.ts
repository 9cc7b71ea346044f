import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openWithAndWithout } from './build.ts';

// Storefront's cart page with two lines, recorded from a real store, with and without the library: the quantity
// steppers it adds must not make the theme's rows taller, on a desktop or a phone (where each cell is a line).

function rowBoxes(page: Page) {
  return page.locator('tr.woocommerce-cart-form__cart-item').evaluateAll((rows) =>
    rows.map((row) => {
      const { y, height } = row.getBoundingClientRect();
      return { y: Math.round(y), height: Math.round(height) };
    }),
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the cart's rows keep Storefront's heights with the quantity steppers, at ${viewport.width} px`, async ({ page }, testInfo) => {
    const withLibrary = await openWithAndWithout(page, testInfo, { name: 'cart-2-items', viewport, tag: 'shop-quantity' });
    const storefront = await rowBoxes(page);
    // Storefront shows a cart's plus and minus from 768 px only (its own `.plus, .minus` rules).
    const stepper = withLibrary.locator('tr.woocommerce-cart-form__cart-item shop-quantity button').first();
    if (viewport.width >= 768) expect((await stepper.boundingBox())!.height, 'a target of 24 px at least').toBeGreaterThanOrEqual(24);
    else await expect(stepper).toBeHidden();

    expect(storefront).toHaveLength(2);
    expect(await rowBoxes(withLibrary)).toEqual(storefront);
  });
}
