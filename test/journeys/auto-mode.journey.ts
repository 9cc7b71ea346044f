import type { Page, Route } from '@playwright/test';
import { elementsReady, expect, test } from './fixtures.ts';

// The demo's auto mode (`?auto=on`) serves its pages as an unmodified WooCommerce shop: without the tags the
// library's auto mode puts in, and loading `auto.js` instead of the entry. Every element must be found, upgraded
// once, move nothing while being wrapped, and work.

const HEADER_TAGS = ['shop-store-notice', 'shop-live-search', 'shop-wishlist-count', 'shop-menu', 'shop-mobile-menu', 'shop-mini-cart'];

/** Records the page's layout shifts from its start (none follows a shopper's input here). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    (window as unknown as { autoShifts: typeof shifts }).autoShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node: Node | null }> }>) {
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.localName}.${node.className}` : String(node?.nodeName),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectNoShift(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { autoShifts: Array<{ value: number; nodes: string[] }> }).autoShifts);
  expect(
    shifts.reduce((sum, shift) => sum + shift.value, 0),
    JSON.stringify(shifts),
  ).toBe(0);
}

/**
 * Opens `path` in auto mode, checking the server printed none of the tags, and checks that the wrapped page moved
 * nothing: the implementations' chunks are held back meanwhile, so what is measured is the wrapping alone (the
 * tags' first-paint styles included); they load once the page has painted.
 */
async function openAuto(page: Page, path: string): Promise<void> {
  await recordShifts(page);
  const printed = await (await page.request.get(`${path}?auto=on`)).text();
  expect(printed).toContain('auto.js');
  expect(printed).not.toMatch(/<shop-(?:quantity|add-to-cart|variation-form|mini-cart|product-list|cart)[\s>]/);
  const held: Route[] = [];
  const hold = (route: Route): void => void held.push(route);
  await page.route(/\/chunks\/[^/]+\.js$/, hold);
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
  await expect(page.locator('shop-add-to-cart, shop-cart').first()).toBeAttached();
  await expectNoShift(page);
  await Promise.all(held.map((route) => route.continue()));
  await page.unroute(/\/chunks\/[^/]+\.js$/, hold);
}

/** Every tag is on the page and upgraded, and none is inside another of its kind (nothing wrapped twice). */
async function expectUpgradedOnce(page: Page, tags: string[]): Promise<void> {
  for (const tag of tags) {
    await expect(page.locator(tag).first(), tag).toBeAttached();
    await elementsReady(page, tag);
    await expect(page.locator(`${tag} ${tag}`), `${tag} inside ${tag}`).toHaveCount(0);
  }
}

const serverCart = async (page: Page): Promise<Array<{ product_id: number; variation_id: number; quantity: number }>> =>
  (await (await page.request.get('/__demo/cart')).json()).lines;

test('a variable product page: every element wrapped without moving anything, upgraded once, and an add goes through', async ({ page }) => {
  await openAuto(page, '/product/classic-crew-tee/');
  await expectUpgradedOnce(page, [
    ...HEADER_TAGS,
    'shop-product-gallery',
    'shop-add-to-cart',
    'shop-variation-form',
    'shop-quantity',
    'shop-wishlist-button',
    'shop-product-tabs',
    'shop-star-rating',
  ]);
  await expect(page.locator('div.quantity')).toHaveCount(await page.locator('shop-quantity > div.quantity').count());
  await expect(page.locator('shop-add-to-cart > shop-variation-form > form.variations_form')).toHaveCount(1);

  await page.locator('select[name="attribute_pa_size"]').selectOption('m');
  await page.locator('select[name="attribute_pa_color"]').selectOption('red');
  // The choice shows once the form's display code is here (fetched on the first intent): then the id is set.
  await expect(page.locator('form.variations_form .single_add_to_cart_button')).not.toHaveAttribute('aria-disabled', 'true');
  const chosen = Number(await page.locator('input.variation_id').inputValue());
  expect(chosen).toBeGreaterThan(0);
  await page.locator('form.variations_form .single_add_to_cart_button').click();
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
  expect((await serverCart(page)).map((line) => line.variation_id)).toEqual([chosen]);
});

test('a listing: the list and every card’s buttons wrapped once, and a listing add goes through', async ({ page }) => {
  await openAuto(page, '/shop/');
  await expectUpgradedOnce(page, [...HEADER_TAGS, 'shop-product-list', 'shop-add-to-cart', 'shop-wishlist-button', 'shop-quick-view']);
  await expect(page.locator('shop-product-list')).toHaveCount(1);
  await expect(page.locator('a.ajax_add_to_cart')).toHaveCount(await page.locator('shop-add-to-cart > a.ajax_add_to_cart').count());
  await expect(page.locator('.yith-wcwl-add-to-wishlist')).toHaveCount(
    await page.locator('shop-wishlist-button > .yith-wcwl-add-to-wishlist').count(),
  );

  const button = page.locator('shop-add-to-cart a.ajax_add_to_cart').first();
  const productId = Number(await button.getAttribute('data-product_id'));
  await button.click();
  await expect(button).toHaveClass(/\badded\b/);
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');
  expect((await serverCart(page)).map((line) => line.product_id)).toEqual([productId]);
});

test('the cart page: wrapped once, and the rows an update brings get a working quantity again', async ({ page }) => {
  await page.goto('/shop/?auto=on');
  // The mini cart and add to cart load on intent: each is asked with a focus once the entry has registered the tags.
  await elementsReady(page, 'shop-mini-cart');
  await elementsReady(page, 'shop-add-to-cart');
  await page.locator('shop-add-to-cart a.ajax_add_to_cart').first().click();
  await expect(page.locator('a.cart-contents .count')).toHaveText('1 item');

  await openAuto(page, '/cart/');
  await expectUpgradedOnce(page, [...HEADER_TAGS, 'shop-cart', 'shop-quantity']);
  await expect(page.locator('shop-cart form.woocommerce-cart-form')).toHaveCount(1);

  const row = page.locator('.woocommerce-cart-form__cart-item').first();
  await row.locator('button.plus').click();
  await expect.poll(async () => (await serverCart(page))[0]?.quantity).toBe(2);
  // The rows came back from the server without tags: wrapped again, once, with their buttons.
  await expect(row.locator('shop-quantity input.qty')).toHaveValue('2');
  await expect(page.locator('shop-quantity shop-quantity')).toHaveCount(0);
  await expect(row.locator('button.plus')).toHaveCount(1);
  await row.locator('button.plus').click();
  await expect.poll(async () => (await serverCart(page))[0]?.quantity).toBe(3);
});

test('a variable product with nothing preselected or to narrow waits for the shopper; a press on add to cart meanwhile asks for the options', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => void (dialogs.push(dialog.message()), dialog.dismiss()));
  // Every size in every colour: no choice narrows another select's options.
  await page.goto('/product/cropped-hoodie/?auto=on');
  const form = page.locator('shop-variation-form');
  await expect(form).toHaveAttribute('loading', 'interaction');
  const button = page.locator('form.variations_form .single_add_to_cart_button');
  // Drawn as the element will make it while an attribute is unchosen.
  await expect(button).toHaveCSS('opacity', '0.65');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(await page.evaluate(() => customElements.get('shop-variation-form') === undefined)).toBe(true);

  await button.click();
  // Held until the variation form has arrived too, which refuses the incomplete selection as WooCommerce did.
  await expect.poll(() => dialogs).toEqual(['Please select some product options before adding this product to your cart.']);
  expect(await serverCart(page)).toEqual([]);
  await expect(button).toHaveClass(/\bwc-variation-selection-needed\b/);
});

test('a variable product whose options narrow as the shopper chooses loads its form at once', async ({ page }) => {
  // Not every size in every colour: the first choice must narrow the second.
  await page.goto('/product/classic-crew-tee/?auto=on');
  await expect(page.locator('shop-variation-form')).toBeAttached();
  await expect(page.locator('shop-variation-form')).not.toHaveAttribute('loading', 'interaction');
  await page.waitForFunction(() => customElements.get('shop-variation-form'));
});

test('a variable product with a preselection loads its form at once and shows the chosen variation', async ({ page }) => {
  await page.goto('/product/cropped-hoodie/?auto=on&attribute_pa_color=grey&attribute_pa_size=m');
  await expect(page.locator('shop-variation-form')).not.toHaveAttribute('loading', 'interaction');
  await expect.poll(() => page.locator('input.variation_id').inputValue()).not.toBe('0');
  await expect(page.locator('.woocommerce-variation-price')).toBeVisible();
});
