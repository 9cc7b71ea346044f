import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The add path's chunk, fetched on the first add, cannot be fetched (a dropped connection, a stale deploy). */
const failAddPath = (page: Page) => page.route('**/chunks/add-path-*.js', (route) => route.abort());

async function cartLines(page: Page): Promise<Array<{ product_id: number; quantity: number }>> {
  return (await (await page.request.get('/__demo/cart')).json()).lines;
}

test('without the add code, a listing add follows its link, so the product is still added', async ({ page }) => {
  await failAddPath(page);
  // Add to cart loads on interaction: the click below is what fetches it, then the add path fails.
  await page.goto('/shop/');
  const button = page.locator('shop-add-to-cart a.ajax_add_to_cart').first();
  const productId = Number(await button.getAttribute('data-product_id'));
  // The link is followed: the server adds and shows the page again.
  const linkFollowed = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).searchParams.get('add-to-cart') === String(productId),
  );
  await button.click();
  await linkFollowed;
  expect((await cartLines(page)).map((line) => line.product_id)).toEqual([productId]);
});

test('without the add code, the product form is posted as the browser posts it', async ({ page }) => {
  await failAddPath(page);
  await page.goto('/product/basic-socks/');
  await page.locator('form.cart input.qty').fill('2');
  // The form goes to the server the plain way: a POST that loads the next page.
  const plainPost = page.waitForResponse((response) => response.request().isNavigationRequest() && response.request().method() === 'POST');
  await page.locator('form.cart .single_add_to_cart_button').click();
  await plainPost;
  expect((await cartLines(page))[0]?.quantity).toBe(2);
});
