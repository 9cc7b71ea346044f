import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { openRecordedPage } from '../../support/recorded-storefront.ts';
import { reachableLinks } from '../../support/reachable-links.ts';
import { buildOf } from './build.ts';

// Storefront's navigation, recorded from a real store, with the library as the plugin prints it (Storefront's
// navigation script removed): a fresh store's page lists (`home-nomenu`) and an assigned menu (`home`), on a
// desktop and a phone (issue #29, items 2 and 3), and the phone's menu when the library's code fails (#33, item 5).

const PAGE_LIST = ['Home', 'Cart', 'Checkout', 'My account', 'Sample Page', 'Shop'];
const MENU = ['Shop', 'Cart', 'My account'];
const SHOP_SUBMENU = ['Variable Tee', 'Big Tee', 'Linen Shirt'];
const toggle = (page: Page) => page.locator('button.menu-toggle');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a fresh store's page list shows its links", async ({ page }, testInfo) => {
    await openRecordedPage(page, { name: 'home-nomenu', build: buildOf(testInfo) });
    await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(PAGE_LIST);
    expect(await page.locator('#site-navigation').evaluate((nav) => nav.getBoundingClientRect().height)).toBeGreaterThan(70);
  });

  test("an assigned menu shows its items, the submenu only on hover, as the theme's", async ({ page }, testInfo) => {
    await openRecordedPage(page, { name: 'home', build: buildOf(testInfo) });
    await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(MENU);
    await page.locator('#menu-main > li.menu-item-has-children > a').hover();
    await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual([...MENU.slice(0, 1), ...SHOP_SUBMENU, ...MENU.slice(1)]);
    await page.mouse.move(1200, 800);
    await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(MENU);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const [name, links] of [
    ['home-nomenu', PAGE_LIST],
    ['home', MENU],
  ] as const) {
    test(`Menu opens the handheld menu with its links tappable, Escape closes it (${name})`, async ({ page }, testInfo) => {
      await openRecordedPage(page, { name, build: buildOf(testInfo) });
      expect(await reachableLinks(page, '#site-navigation')).toEqual([]);
      await toggle(page).tap();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(links);
      await page.keyboard.press('Escape');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle(page)).toBeFocused();
      await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual([]);
    });
  }

  test("the assigned menu's submenu level shows its links; the keyboard opens the menu", async ({ page }, testInfo) => {
    await openRecordedPage(page, { name: 'home', build: buildOf(testInfo) });
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Main Menu' }).getByRole('link', { name: 'Shop', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Shop submenu' }).click();
    await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(SHOP_SUBMENU);
  });

  for (const name of ['home-nomenu', 'home']) {
    test(`the menu opens in place when the menus' code fails to load (${name})`, async ({ page }, testInfo) => {
      await openRecordedPage(page, { name, build: buildOf(testInfo) });
      await page.route(/\/chunks\/menus\.group-[\w-]+\.js$/, (route) => route.abort('blockedbyclient'));
      await toggle(page).tap();
      await expect(page.locator('shop-mobile-menu')).toHaveAttribute('data-state', 'error');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual(name === 'home' ? MENU : PAGE_LIST);
      await toggle(page).tap();
      await expect.poll(() => reachableLinks(page, '#site-navigation')).toEqual([]);
    });
  }
});

test.describe('phone without scripts', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  for (const name of ['home-nomenu', 'home']) {
    test(`the handheld menu's links show without a toggle that cannot work (${name})`, async ({ page }, testInfo) => {
      await openRecordedPage(page, { name, build: buildOf(testInfo) });
      await expect(toggle(page)).toBeHidden();
      expect(await reachableLinks(page, '#site-navigation')).toEqual(name === 'home' ? MENU : PAGE_LIST);
    });
  }
});
