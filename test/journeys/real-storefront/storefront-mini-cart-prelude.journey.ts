import { test, expect } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// Storefront's home page, recorded from a real store, in auto mode: every element on it waits for the shopper, so
// the mini cart's idle prelude does what cart-fragments.js did on page load. A new visitor has no cart to correct:
// the page fetches no cart code until something may have filled one, then the fragments are asked for.
test("home: a new visitor's page fetches the cart's code only once a click has filled a cart", async ({ page }, testInfo) => {
  const library: string[] = [];
  const refreshes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/plugins/shop-elements/dist/') && url.pathname.endsWith('.js')) library.push(url.href);
    if (url.searchParams.get('wc-ajax') === 'get_refreshed_fragments') refreshes.push(url.href);
  });
  await openRecordedPage(page, { name: 'home', build: buildOf(testInfo) });
  await expect.poll(() => library.find((url) => url.includes('/fragments-prelude-')), 'the prelude at idle').toBeTruthy();
  // Importing the prelude again resolves once it has run: by then whatever it imports has been asked for.
  await page.evaluate(
    (url) => import(url),
    library.find((url) => url.includes('/fragments-prelude-'))!,
  );
  const named = (urls: string[]) => urls.map((url) => new URL(url).pathname.split('/dist/')[1]!.replace(/-\w+\.js$/, '.js'));
  expect(named(library).sort()).toEqual(['auto.js', 'chunks/fragments-prelude.js', 'chunks/notice-prelude.js']);
  expect(refreshes).toEqual([]);

  // A click that fills a cart (a plain form post, another script): WooCommerce sets its cart-hash cookie.
  await page.context().addCookies([{ name: 'woocommerce_cart_hash', value: 'a-cart', url: page.url() }]);
  await page.getByRole('heading', { name: 'Recent Posts' }).click();
  await expect.poll(() => refreshes.length, 'the fragments asked for 1 s after the click').toBe(1);
  expect(named(library).slice(3)).toContain('chunks/chunk.js');
});
