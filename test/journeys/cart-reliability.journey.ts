import type { Page } from '@playwright/test';
import { elementsReady, expect, injectFaults, test } from './fixtures.ts';

interface ServerLine {
  key: string;
  product_id: number;
  quantity: number;
}

const serverCart = async (page: Page): Promise<ServerLine[]> => (await (await page.request.get('/__demo/cart')).json()).lines;

/** Every `.shop-add-to-cart__error` the page ever inserted: each failure must reach the shopper. */
async function countShownFailures(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownFailures: string[] }).shownFailures = shown;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.matches('.shop-add-to-cart__error')) shown.push(node.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

test('30 rapid adds across 10 products with jittered latency and 10% failures: server cart and mini cart agree line for line', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await injectFaults(page, 'add_to_cart:delay=0-300,error=http500,rate=0.1');
  await countShownFailures(page);
  const statuses: number[] = [];
  page.on('requestfinished', async (request) => {
    if (request.url().includes('wc-ajax=add_to_cart')) statuses.push((await request.response())?.status() ?? 0);
  });
  // What each add ended as, from the elements' own events (request bodies are streams Playwright cannot read).
  await page.addInitScript(() => {
    const outcomes: Array<[string, string]> = [];
    (window as unknown as { outcomes: Array<[string, string]> }).outcomes = outcomes;
    document.addEventListener('shop-cart-added', (event) => outcomes.push(['added', (event as CustomEvent).detail.productId]));
    document.addEventListener('shop-cart-add-failed', (event) => outcomes.push(['failed', (event as CustomEvent).detail.productId]));
  });

  await page.goto('/shop/');
  // The next page's products appended to the grid, as infinite scroll does, for 10 purchasable products.
  await page.evaluate(async () => {
    const next = new DOMParser().parseFromString(await (await fetch('/shop/page/2/')).text(), 'text/html');
    document.querySelector('ul.products')!.append(...next.querySelectorAll('ul.products > li.product'));
  });
  await elementsReady(page, 'shop-add-to-cart');
  const buttons = page.locator('shop-add-to-cart a.ajax_add_to_cart');
  expect(await buttons.count()).toBeGreaterThanOrEqual(10);
  // By keyboard: a failure's message grows its card and moves the rows below, and a pointer press whose button
  // moved between its down and up is no click at all (on a loaded machine, 1 or 2 of the 30 were lost that way).
  for (let add = 0; add < 30; add++) await buttons.nth(add % 10).press('Enter', { noWaitAfter: true });

  await expect.poll(() => statuses.length, { timeout: 60_000 }).toBe(30);
  await expect(page.locator('shop-add-to-cart a.loading')).toHaveCount(0);
  const outcomes = await page.evaluate(() => (window as unknown as { outcomes: Array<[string, string]> }).outcomes);
  expect(outcomes).toHaveLength(30);
  const failures = outcomes.filter(([outcome]) => outcome === 'failed').length;
  expect(failures, 'failures are the injected 500s').toBe(statuses.filter((status) => status === 500).length);
  const expected = new Map<number, number>();
  for (const [outcome, id] of outcomes) if (outcome === 'added') expected.set(Number(id), (expected.get(Number(id)) ?? 0) + 1);
  expect(expected.size, '10 products').toBeLessThanOrEqual(10);

  const server = await serverCart(page);
  expect(new Map(server.map((line) => [line.product_id, line.quantity]))).toEqual(expected);
  expect(new Set(server.map((line) => line.product_id)).size, 'no product on two lines').toBe(server.length);

  await expect
    .poll(() =>
      page.locator('shop-mini-cart .woocommerce-mini-cart-item').evaluateAll((items) =>
        items.map((item) => ({
          key: item.querySelector<HTMLElement>('.remove_from_cart_button')!.dataset['cart_item_key'],
          quantity: Number.parseInt(item.querySelector('.quantity')!.textContent!, 10),
        })),
      ),
    )
    .toEqual(server.map((line) => ({ key: line.key, quantity: line.quantity })));

  const shown = await page.evaluate(() => (window as unknown as { shownFailures: string[] }).shownFailures);
  expect(shown, 'each failure shown').toHaveLength(failures);
  for (const text of shown) expect(text).toBe('The shop could not complete the request. Please try again.');
});
