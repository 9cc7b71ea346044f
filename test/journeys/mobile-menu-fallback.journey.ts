import { test, expect } from './fixtures.ts';

// The demo's mobile menu when the library's code cannot run (issue #33, item 5): its links stay reachable. The
// same on Storefront's recorded markup: real-storefront/storefront-menus.journey.ts.

const menuLinks = (page: import('@playwright/test').Page) => page.locator('#site-mobile-menu a');

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menus' code blocked: tapping Menu leaves the menu's links shown in place", async ({ page }) => {
    await page.route(/\/chunks\/menus\.group-[\w-]+\.js$/, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    await expect(menuLinks(page).first()).toBeHidden();
    await page.locator('#site-navigation-menu-toggle').click();
    await expect(page.locator('#site-mobile-menu')).toHaveAttribute('data-state', 'error');
    await menuLinks(page).first().scrollIntoViewIfNeeded();
    await expect(menuLinks(page).first()).toBeVisible();
    await menuLinks(page).getByText('Lookbook', { exact: true }).click();
    await expect(page).toHaveURL(/\/lookbook\/$/);
  });
});

test.describe('phone without scripts', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

  test("the menu's links show, and no Menu toggle that cannot work", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#site-navigation-menu-toggle')).toBeHidden();
    await menuLinks(page).first().scrollIntoViewIfNeeded();
    await expect(menuLinks(page).first()).toBeVisible();
    await menuLinks(page).getByText('Lookbook', { exact: true }).click();
    await expect(page).toHaveURL(/\/lookbook\/$/);
  });
});
