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
