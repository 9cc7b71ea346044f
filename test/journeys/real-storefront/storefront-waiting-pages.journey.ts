import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openRecordedPage, recordedHtml } from '../../support/recorded-storefront.ts';
import { buildOf } from './build.ts';

// Storefront's cart and my-account pages, recorded from a real store, in auto mode. Nothing on them needs element
// code for the first paint: the cart table and the password fields' show/hide buttons wait for the shopper, so
// neither page fetches a group chunk (nor the renderer one brings) before the shopper acts, and what the shopper
// does before the code arrives is held and done once it has.

/** The library's files the page asked for, without their hashes; the chosen group chunks held until released. */
async function openHolding(page: Page, name: string, build: 'react' | 'lean', held: RegExp) {
  const files: string[] = [];
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await openRecordedPage(page, {
    name,
    build,
    beforeLibraryFile: async (file) => {
      files.push(file.replace(/-\w+\.js$/, '.js'));
      if (held.test(file)) await released;
    },
  });
  // The preludes have run at idle once the store notice shows; an idle callback asked for now runs after them.
  await expect(page.locator('shop-store-notice .woocommerce-store-notice')).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return { files, release };
}

const groups = (files: string[]) => files.filter((file) => file.includes('.group'));

test('cart-2-items: the cart table waits for the shopper, and Update cart pressed before its code is replayed', async ({
  page,
}, testInfo) => {
  const { files, release } = await openHolding(page, 'cart-2-items', buildOf(testInfo), /cart-page\.group/);
  expect(groups(files), 'no group before the shopper acts').toEqual([]);
  await expect(page.locator('shop-cart')).toHaveCount(1);

  const posts: URLSearchParams[] = [];
  const answer = recordedHtml('cart-update-post-answer');
  await page.route(
    (url) => url.pathname === '/cart/',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts.push(new URLSearchParams(route.request().postData() ?? ''));
      return route.fulfill({ contentType: 'text/html; charset=UTF-8', body: answer });
    },
  );
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => void (frame === page.mainFrame() && navigations.push(frame.url())));

  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect.poll(() => groups(files), 'the press asked for the code').toEqual(['chunks/cart-page.group.js']);
  expect(posts, 'held until the code arrives').toEqual([]);
  release();
  await expect(page.locator('.woocommerce-notices-wrapper')).toContainText('Cart updated.');
  expect(posts.map((body) => body.get('update_cart'))).toEqual(['Update cart']);
  expect(navigations, 'the page was not left').toEqual([]);
});

test('my-account: the show/hide buttons come without code, and a press before it arrives is replayed', async ({ page }, testInfo) => {
  const { files, release } = await openHolding(page, 'my-account', buildOf(testInfo), /account\.group/);
  expect(groups(files), 'no group before the shopper acts').toEqual([]);
  const password = page.locator('#password');
  const show = page.locator('#password + .show-password-input');
  await expect(show).toHaveAccessibleName('Show password');
  await expect(show).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.show-password-input'), 'the login and registration fields').toHaveCount(2);

  await show.click();
  await expect.poll(() => groups(files), 'the press asked for the code').toEqual(['chunks/account.group.js']);
  await expect(password, 'held until the code arrives').toHaveAttribute('type', 'password');
  release();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.show-password-input'), 'adopted, not doubled').toHaveCount(2);
});
