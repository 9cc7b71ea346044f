import { test, expect } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// Storefront's pages, recorded from a real store, in auto mode. The mini cart waits for the shopper and its idle
// prelude, in the entry, does what cart-fragments.js did on page load. A new visitor has no cart to correct: the
// page fetches no cart code until something may have filled one, then the fragments are asked for. A product
// page's gallery and tabs wait for the shopper too: their renderer-free preludes draw what the first paint needs,
// so the page fetches no renderer at all.
const named = (urls: string[]) => urls.map((url) => new URL(url).pathname.split('/dist/')[1]!.replace(/-\w+\.js$/, '.js'));

for (const { name, first } of [
  { name: 'home', first: ['auto.js', 'chunks/notice-prelude.js'] },
  {
    name: 'product-simple-basic-tee',
    first: ['auto.js', 'chunks/notice-prelude.js', 'chunks/product-page.prelude.js'],
  },
]) {
  test(`${name}: a new visitor's page fetches the cart's code only once a click has filled a cart`, async ({ page }, testInfo) => {
    const library: string[] = [];
    const refreshes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/plugins/shop-elements/dist/') && url.pathname.endsWith('.js')) library.push(url.href);
      if (url.searchParams.get('wc-ajax') === 'get_refreshed_fragments') refreshes.push(url.href);
    });
    await openRecordedPage(page, { name, build: buildOf(testInfo) });
    await expect(page.locator('shop-store-notice .woocommerce-store-notice'), 'the preludes have run at idle').toBeVisible();
    // An idle callback asked for now runs after the preludes' (they are called in order).
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(named(library).sort()).toEqual(first);
    expect(refreshes).toEqual([]);

    // A click that fills a cart (a plain form post, another script): WooCommerce sets its cart-hash cookie.
    await page.context().addCookies([{ name: 'woocommerce_cart_hash', value: 'a-cart', url: page.url() }]);
    await page.locator('#colophon').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => refreshes.length, 'the fragments asked for 1 s after the click').toBe(1);
    expect(named(library.slice(first.length))).toContain('chunks/fragments-on-demand.js');
  });
}
