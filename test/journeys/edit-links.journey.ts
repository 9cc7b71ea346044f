import { axeViolations } from '../support/axe-page.ts';
import { test, expect, elementsReady } from './fixtures.ts';

test('edit links show only in editor mode, by pointer and keyboard, and no other visitor fetches their code', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname);
  });

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('shop-edit-links, .shop-edit-links, [data-edit-link]')).toHaveCount(0);
  expect(chunks.filter((chunk) => chunk.includes('edit-links'))).toEqual([]);
  expect(await page.evaluate(() => 'shop_edit_links_params' in window)).toBe(false);

  await page.goto('/?editor=on');
  await elementsReady(page, 'shop-edit-links');
  expect(chunks.some((chunk) => chunk.includes('edit-links.group'))).toBe(true);
  const hero = page.locator('section.demo-hero');
  const tooltip = hero.getByRole('group', { name: 'Edit links for Hero' });
  await expect(tooltip).toHaveCSS('opacity', '0');
  await hero.hover();
  await expect(tooltip).toHaveCSS('opacity', '1');
  await expect(tooltip.getByRole('link', { name: 'Edit with page builder: Hero' })).toHaveAttribute(
    'href',
    /\/\?page_builder=edit&post=2&block=hero$/,
  );
  await expect(tooltip.getByRole('link', { name: 'Edit in back end: Hero' })).toHaveAttribute(
    'href',
    /\/wp-admin\/post\.php\?post=2&action=edit$/,
  );
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCSS('opacity', '0');

  await page.getByRole('link', { name: 'See every element' }).focus();
  await page.keyboard.press('Tab');
  await expect(tooltip.getByRole('link', { name: 'Edit with page builder: Hero' })).toBeFocused();
  await expect(tooltip).toHaveCSS('opacity', '1');
  expect(await axeViolations(page, 'shop-edit-links')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCSS('opacity', '0');
  await expect(hero).toBeFocused();

  await page.goto('/?editor=off');
  await expect(page.locator('shop-edit-links, .shop-edit-links')).toHaveCount(0);
});
