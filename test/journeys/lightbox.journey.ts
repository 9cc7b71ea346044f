import { test, expect, elementsReady } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const lookbook = 'shop-lightbox[hash-prefix="look-"]';

test('a jpg gallery opens by keyboard, pages with the arrows, closes with Escape and gives focus back to its link', async ({ page }) => {
  await page.goto('/demo/elements/');
  await elementsReady(page, 'shop-lightbox');
  const first = page.locator(`${lookbook} a[href$="look-1.jpg"]`);
  await first.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rust linen shirt' });
  await expect(dialog).toBeVisible();
  const counter = dialog.locator('.shop-lightbox__counter');
  await expect(counter).toHaveText('1 / 4');
  await expect(dialog.locator('.gslide.current img')).toHaveJSProperty('complete', true);
  expect(await axeViolations(page, '#glightbox-body')).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 4');
  await expect(dialog.locator('.gslide.current .gslide-title')).toHaveText('Teal denim jacket');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('a #look-n hash opens that look, and closing takes the hash out of the URL', async ({ page }) => {
  await page.goto('/demo/elements/#look-2');
  // The lightbox loads once the page is idle, which a loaded machine can put past the expectation's timeout.
  await elementsReady(page, 'shop-lightbox');
  const dialog = page.locator('#glightbox-body');
  await expect(dialog.locator('.shop-lightbox__counter')).toHaveText('2 / 4');
  await expect(dialog.locator('.gslide.current .gslide-title')).toHaveText('Teal denim jacket');
  await dialog.getByRole('button', { name: 'Close (Esc)' }).click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
});

test('a missing image shows the failure text with a link to the image', async ({ page }) => {
  await page.goto('/demo/elements/');
  await elementsReady(page, 'shop-lightbox');
  await page.locator(`${lookbook} a[href$="missing.jpg"]`).click();
  const error = page.locator('#glightbox-body .shop-lightbox__error');
  await expect(error).toHaveText('The image #4 could not be loaded.');
  await expect(error.getByRole('link', { name: 'The image #4' })).toHaveAttribute('href', /\/demo-assets\/lookbook\/missing\.jpg$/);
  expect(await axeViolations(page, '#glightbox-body')).toEqual([]);
});

test('the off-canvas panel opens by keyboard as a modal dialog, keeps focus inside and closes with Escape', async ({ page }) => {
  await page.goto('/demo/elements/');
  await elementsReady(page, 'shop-offcanvas');
  const opener = page.getByRole('button', { name: 'Open the filters panel' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('aria-modal', 'true');
  for (let press = 0; press < 4; press += 1) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  expect(await axeViolations(page, '#demo-offcanvas')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
});
