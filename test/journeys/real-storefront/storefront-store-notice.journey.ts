import { test, expect } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// WooCommerce's store notice as the recorded store prints it (hidden, with its dismiss link), in auto mode: the
// notice shows once the page is idle without the element's code (a renderer-free prelude), and a dismissal before
// the code arrives is held and replayed, so the shopper's click is never lost.
test('home: the store notice shows at idle without a renderer, and a dismissal before the code arrives is replayed', async ({
  page,
}, testInfo) => {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await openRecordedPage(page, {
    name: 'home',
    build: buildOf(testInfo),
    beforeLibraryFile: async (file) => {
      if (!/\/site\.group-\w+\.js$/.test(file)) return;
      asked.push(file);
      await released;
    },
  });
  const host = page.locator('shop-store-notice');
  const notice = host.locator('.woocommerce-store-notice');
  await expect(host).toHaveAttribute('loading', 'interaction');
  await expect(notice).toBeVisible();
  expect(asked, 'the notice shows without its group').toEqual([]);
  expect(await page.evaluate(() => customElements.get('shop-store-notice'))).toBeUndefined();

  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect.poll(() => asked.length, 'the click asked for the code').toBeGreaterThan(0);
  await expect(notice, 'held until the code arrives').toBeVisible();
  expect(page.url(), 'the link was not followed').not.toContain('#');
  release();
  await expect(notice).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.startsWith('store_notice'))).toMatchObject({ value: 'hidden', path: '/' });
});

// The checkout, where WooCommerce shows no cart widget: with the store notice on, the notice's prelude is the only
// library code the page fetches before the shopper acts. It brought the cart's shared chunk and a fragments
// request along (12 KB more on a real store's checkout than without the notice).
test('checkout: the store notice shows at idle with its prelude alone, and the cart fragments are not asked for', async ({
  page,
}, testInfo) => {
  const files: string[] = [];
  const fragmentRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('wc-ajax') === 'get_refreshed_fragments') fragmentRequests.push(request.url());
  });
  await openRecordedPage(page, {
    name: 'checkout-2-items',
    build: buildOf(testInfo),
    beforeLibraryFile: async (file) => void files.push(file.replace(/-\w+\.js$/, '.js')),
  });
  const notice = page.locator('shop-store-notice .woocommerce-store-notice');
  await expect(notice).toBeVisible();
  // The prelude's module runs once its imports have arrived: by now any chunk it imports has been asked for.
  expect(files.filter((file) => file.endsWith('.js'))).toEqual(['auto.js', 'chunks/notice-prelude.js']);
  expect(fragmentRequests).toEqual([]);
});
