import type { Page } from '@playwright/test';
import { test, expect, elementsReady, holdRequests, injectFaults } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const primary = (page: Page) => page.locator('shop-menu').filter({ has: page.locator('#site-navigation') });
const megaButton = (page: Page) => primary(page).getByRole('button', { name: 'Shop submenu' });
const megaPanel = (page: Page) => page.locator('#menu-main-menu > li.mega-menu > .sub-menu');
const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim());

/** Presses Tab until the focused control has `name` (a shopper tabbing through the header). */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedName(page)) === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

/** Counts the submenus the menus open from now on. */
async function recordOpenings(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    document.addEventListener('shop-menu-toggled', (event) => {
      const { open, item } = (event as CustomEvent<{ open: boolean; item: string }>).detail;
      if (open) opened.push(item);
    });
  });
}
const openings = (page: Page) => page.evaluate(() => (window as unknown as { opened: string[] }).opened);

test.describe('desktop menus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('keyboard only: open the mega menu, move through it to the map, Escape closes and returns focus; axe clean open', async ({
    page,
  }) => {
    await page.goto('/');
    await elementsReady(page, 'shop-menu');
    await tabTo(page, 'Shop submenu');
    await expect(megaButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(megaPanel(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(megaButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(megaPanel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Categories');
    await tabTo(page, '12 Market Street, Bristol', 20);
    await expect(page.locator('shop-menu-map')).toHaveAttribute('status', 'ready');
    await expect(page.getByRole('img', { name: 'Map of 12 Market Street, Bristol' })).toBeVisible();
    expect(await axeViolations(page, '#masthead')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(megaPanel(page)).toBeHidden();
    await expect(megaButton(page)).toBeFocused();
  });

  test('a keyboard user inside a submenu when the code arrives stays there: focus kept, that submenu open', async ({ page }) => {
    const release = await holdRequests(page, /\/chunks\/menus\.group-[\w-]+\.js$/);
    await page.goto('/');
    // Before the code, the theme shows a submenu while focus is inside it (:focus-within).
    await tabTo(page, 'Dashboard');
    release();
    await elementsReady(page, 'shop-menu');
    const accountMenu = page.locator('shop-menu').filter({ has: page.locator('.account-navigation') });
    const dashboard = accountMenu.getByRole('link', { name: 'Dashboard' });
    await expect(dashboard).toBeVisible();
    await expect(dashboard).toBeFocused();
    await expect(accountMenu.getByRole('button', { name: 'My account submenu' })).toHaveAttribute('aria-expanded', 'true');
    // The next Tab goes on from there, to the submenu's next link, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(accountMenu.locator('.sub-menu a:focus')).toHaveCount(1);
  });

  test('hover intent: a fast pass across the menu opens nothing; a pointer resting on an item opens its submenu', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await elementsReady(page, 'shop-menu');
    await recordOpenings(page);
    const home = await primary(page).getByRole('link', { name: 'Home', exact: true }).boundingBox();
    const account = await primary(page).getByRole('link', { name: 'My account' }).boundingBox();
    const y = home!.y + home!.height / 2;
    // The clock stands still during the pass: on a loaded machine the test's own moves can be further apart than
    // the 20 ms a pointer must rest on an item, which a shopper's fast pass never is.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(home!.x - 40, y);
    await page.mouse.move(account!.x + account!.width + 40, y, { steps: 6 });
    await page.mouse.move(account!.x + account!.width + 40, y + 300);
    await page.clock.resume();
    // Leaving an item cancels its pending intent check, so nothing can open once the pointer is out.
    expect(await openings(page)).toEqual([]);
    await expect(megaPanel(page)).toBeHidden();

    const help = await primary(page).getByRole('link', { name: 'Help' }).boundingBox();
    await page.mouse.move(help!.x + help!.width / 2, help!.y + help!.height / 2, { steps: 2 });
    await expect(primary(page).getByRole('button', { name: 'Help submenu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(primary(page).getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(await openings(page), 'only the item the pointer rested on opened').toEqual(['Help']);
  });

  test('a maps service that fails leaves the store address as a link, with no map', async ({ page }) => {
    await injectFaults(page, 'maps:error=http500');
    await page.goto('/');
    await elementsReady(page, 'shop-menu');
    await megaButton(page).click();
    await expect(page.locator('shop-menu-map')).toHaveAttribute('status', 'failed');
    await expect(megaPanel(page).getByRole('link', { name: '12 Market Street, Bristol' })).toBeVisible();
    await expect(megaPanel(page).getByRole('img')).toHaveCount(0);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Main Menu' });
  const levelTitle = (page: Page) => page.locator('.shop-mobile-menu__title');

  test('by keyboard: open, two levels down, back to the top, Escape returns to the toggle; axe clean open', async ({ page }) => {
    await page.goto('/');
    await elementsReady(page, 'shop-mobile-menu');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(levelTitle(page)).toHaveText('Main Menu');
    await expect(dialog(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await tabTo(page, 'Shop submenu', 6);
    await page.keyboard.press('Enter');
    await expect(levelTitle(page)).toHaveText('Shop');
    await expect(dialog(page).getByRole('link', { name: 'Categories' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(levelTitle(page)).toHaveText('Categories');
    await expect(dialog(page).getByRole('link', { name: 'T-shirts' })).toBeFocused();
    expect(await axeViolations(page, '#site-mobile-menu')).toEqual([]);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog(page).getByRole('button', { name: 'Back to Shop' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(levelTitle(page)).toHaveText('Shop');
    await dialog(page).getByRole('button', { name: 'Back to Main Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(levelTitle(page)).toHaveText('Main Menu');
    await expect(dialog(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('by touch: open, two levels down and back, close', async ({ page }) => {
    await page.goto('/');
    await elementsReady(page, 'shop-mobile-menu');
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Help submenu' }).tap();
    await expect(levelTitle(page)).toHaveText('Help');
    await dialog(page).getByRole('button', { name: 'Orders submenu' }).tap();
    await expect(levelTitle(page)).toHaveText('Orders');
    await expect(dialog(page).getByRole('link', { name: 'Track an order' })).toBeVisible();
    await expect(dialog(page).getByRole('link', { name: 'Contact us' })).toBeHidden();
    await dialog(page).getByRole('button', { name: 'Back to Help' }).tap();
    await expect(levelTitle(page)).toHaveText('Help');
    await dialog(page).getByRole('button', { name: 'Back to Main Menu' }).tap();
    await expect(levelTitle(page)).toHaveText('Main Menu');
    await dialog(page).getByRole('button', { name: 'Close' }).tap();
    await expect(dialog(page)).toBeHidden();
  });
});
