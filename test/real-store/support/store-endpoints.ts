// Server state read from the store's own endpoints (never from the page the plugin may have changed): the cart
// through WooCommerce's `?wc-ajax=get_refreshed_fragments`, the wishlist through YITH's wishlist page, and the
// catalogue's products found by their pages. Requests share the shopper's cookies (page.request).
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { store } from './run-settings.ts';

export interface CartLine {
  key: string;
  /** The product's name and, for a variation, its attributes as the mini cart prints them. */
  text: string;
  quantity: number;
}

/** The mini cart fragment as WooCommerce renders it for this session, read in a detached document. */
export async function cartContents(page: Page): Promise<CartLine[]> {
  const answer = await page.request.post(`${store.url}/?wc-ajax=get_refreshed_fragments`, { form: { time: Date.now() } });
  expect(answer.ok(), `get_refreshed_fragments answered ${answer.status()}`).toBe(true);
  const { fragments } = (await answer.json()) as { fragments: Record<string, string> };
  const miniCart = fragments['div.widget_shopping_cart_content'] ?? '';
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return [...doc.querySelectorAll('.woocommerce-mini-cart-item')].map((item) => ({
      key: item.querySelector('a.remove')?.getAttribute('data-cart_item_key') ?? '',
      text: (item.textContent ?? '').replace(/\s+/g, ' ').trim(),
      quantity: Number(/(\d+)\s*×/.exec(item.querySelector('.quantity')?.textContent ?? '')?.[1] ?? 0),
    }));
  }, miniCart);
}

/** Empties the session's cart through `?wc-ajax=remove_from_cart`, then checks it is empty. */
export async function emptyCart(page: Page): Promise<void> {
  for (const line of await cartContents(page)) {
    await page.request.post(`${store.url}/?wc-ajax=remove_from_cart`, { form: { cart_item_key: line.key } });
  }
  expect(await cartContents(page)).toEqual([]);
}

/** Puts a product in the cart through `?wc-ajax=add_to_cart`, as a listing's button posts it. */
export async function addToCartThroughEndpoint(page: Page, productId: number, quantity = 1): Promise<void> {
  const answer = await page.request.post(`${store.url}/?wc-ajax=add_to_cart`, { form: { product_id: productId, quantity } });
  const body = (await answer.json()) as { error?: boolean };
  expect(body.error, `add_to_cart of ${productId}`).toBeFalsy();
}

/**
 * The product names YITH's wishlist page prints for this session, read from the page the store sends (not run:
 * the plugin's code may change it). Its rows, table or mobile list, carry `data-row-id`.
 */
export async function wishlistNames(page: Page): Promise<string[]> {
  const answer = await page.request.get(`${store.url}/wishlist/`);
  expect(answer.ok(), `the wishlist page answered ${answer.status()}`).toBe(true);
  return page.evaluate(
    (html) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return [...doc.querySelectorAll('.wishlist_table [data-row-id] .product-name')].map((name) => (name.textContent ?? '').trim());
    },
    await answer.text(),
  );
}

export async function hasWishlistPage(page: Page): Promise<boolean> {
  return (await page.request.get(`${store.url}/wishlist/`)).ok();
}

/**
 * The products each journey needs, by role: the first slug the store has, in the order the two recipes of
 * ../shared/real-store/ name them (store A's, then store B's).
 */
const CATALOGUE = {
  simple: ['basic-tee', 'cap'],
  secondSimple: ['pocket-tee', 'mug'],
  variable: ['variable-tee', 'tee'],
  anyAttribute: ['any-tee', 'tee'],
  manyVariations: ['big-tee'],
  gallery: ['gallery-hoodie', 'hoodie-with-gallery'],
  reviews: ['linen-shirt', 'poster'],
} as const;

export type ProductRole = keyof typeof CATALOGUE;

export interface Product {
  slug: string;
  path: string;
  /** The id the add-to-cart form posts (its button or hidden input). */
  id: number;
}

const found = new Map<ProductRole, Product>();

/** The store's product for `role`; the journey is skipped (and says why) when the store has none. */
export async function product(page: Page, role: ProductRole): Promise<Product> {
  const known = found.get(role);
  if (known) return known;
  for (const slug of CATALOGUE[role]) {
    const path = `/product/${slug}/`;
    const answer = await page.request.get(`${store.url}${path}`);
    if (!answer.ok()) continue;
    const id = Number(/name="add-to-cart" value="(\d+)"/.exec(await answer.text())?.[1] ?? 0);
    const result = { slug, path, id };
    found.set(role, result);
    return result;
  }
  test.skip(true, `the store has none of the ${role} products ${CATALOGUE[role].join(', ')}`);
  throw new Error('unreachable: test.skip ends the journey');
}
