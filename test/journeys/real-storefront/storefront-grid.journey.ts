import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openWithAndWithout } from './build.ts';

// Storefront's shop page, recorded from a real store, with and without the library as the plugin prints it:
// the cards must keep the theme's widths, columns and WooCommerce's clearfix (issue #29, item 1).

interface ListingLayout {
  cards: Array<{ x: number; y: number; width: number; height: number }>;
  clearfix: string;
}

function listingLayout(page: Page): Promise<ListingLayout> {
  return page.evaluate(() => {
    const list = document.querySelector('ul.products')!;
    return {
      cards: [...list.querySelectorAll('li.product')].map((card) => {
        const { x, y, width, height } = card.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
      }),
      clearfix: getComputedStyle(list, '::before').display,
    };
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the shop's cards are where Storefront puts them without the library, at ${viewport.width} px`, async ({ page }, testInfo) => {
    const withLibrary = await openWithAndWithout(page, testInfo, { name: 'shop', viewport, tag: 'shop-product-list' });
    const storefront = await listingLayout(page);

    expect(storefront.cards).toHaveLength(10);
    // Storefront's own columns: 3 cards a row on a desktop, one column on a phone.
    expect(new Set(storefront.cards.slice(0, 3).map((card) => card.y)).size).toBe(viewport.width > 767 ? 1 : 3);
    expect(await listingLayout(withLibrary)).toEqual(storefront);
  });
}
