import type { Page } from '@playwright/test';
import { elementsReady, expect } from './fixtures.ts';

export interface ServerItem {
  id: number;
  productId: number;
  quantity: number;
}
export interface ServerWishlist {
  id: number;
  token: string;
  name: string;
  privacy: number;
  items: ServerItem[];
}

/** The visitor's wishlists as the demo server holds them (its test hook). */
export const serverWishlists = async (page: Page): Promise<ServerWishlist[]> =>
  ((await (await page.request.get('/__demo/wishlist')).json()) as { wishlists: ServerWishlist[] }).wishlists;
export const serverRows = async (page: Page): Promise<string[]> => (await serverWishlists(page))[0]!.items.map((item) => String(item.id));
export const pageRows = (page: Page) =>
  page.locator('shop-wishlist tbody [data-row-id]').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.rowId!));

/** Puts the first `count` simple products of the shop in the visitor's wishlist, as the add call would. */
export async function seedWishlist(page: Page, count = 3, wishlist: Record<string, string> = {}): Promise<string[]> {
  await page.goto('/shop/');
  const ids = await page
    .locator('a.ajax_add_to_cart[data-product_id]')
    .evaluateAll((links, n) => links.slice(0, n).map((l) => (l as HTMLElement).dataset.product_id!), count);
  const nonce = await page.evaluate(
    () => (window as unknown as { yith_wcwl_l10n: { nonce: Record<string, string> } }).yith_wcwl_l10n.nonce['add_to_wishlist_nonce']!,
  );
  for (const id of ids) {
    const answer = await page.request.post('/wp-admin/admin-ajax.php', {
      form: { action: 'add_to_wishlist', nonce, context: 'frontend', add_to_wishlist: id, ...wishlist },
    });
    expect(answer.ok()).toBe(true);
  }
  return ids;
}

export async function openWishlist(page: Page, path = '/wishlist/'): Promise<void> {
  await page.goto(path);
  await elementsReady(page, 'shop-wishlist');
}

/**
 * Records, inside the page, the action of every admin-ajax call it sends, on the page open now and on those
 * opened after. Playwright cannot read these bodies: the client sends a Request it cloned, whose body Chromium
 * reports without its data.
 */
export async function recordCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(recordInPage);
  await page.evaluate(recordInPage);
  return () => page.evaluate(() => (window as unknown as { wishlistCalls: string[] }).wishlistCalls);
}

function recordInPage(): void {
  const calls: string[] = [];
  const send = window.fetch.bind(window);
  Object.assign(window, { wishlistCalls: calls });
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.url.includes('admin-ajax.php') && request.method === 'POST')
      calls.push(new URLSearchParams(await request.clone().text()).get('action') ?? '');
    return send(request);
  };
}

export const alert = (page: Page) => page.locator('.woocommerce-notices-wrapper [role="alert"]');

/** The page's rows agree with the server's default wishlist, before and after a reload. */
export async function pageAgreesWithServer(page: Page): Promise<void> {
  const expected = async () => (await serverWishlists(page))[0]!.items.map((item) => String(item.id));
  await expect.poll(() => pageRows(page)).toEqual(await expected());
  await page.reload();
  await expect.poll(() => pageRows(page)).toEqual(await expected());
}
