import type { Page, Request } from '@playwright/test';
import { test, expect, elementsReady, injectFaults } from './fixtures.ts';
import { axeViolations } from '../support/axe-page.ts';

const LAZY_LIBRARIES = /\/chunks\/(lightbox|hover-zoom|glider)-/;

/** Every script the page fetched, to tell when a library was loaded. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('from a review-comment link: the reviews tab is open, a rating is required, rated by keyboard and submitted', async ({ page }) => {
  await page.goto('/product/everyday-hoodie/#comment-12');
  await elementsReady(page, 'shop-product-tabs');
  await elementsReady(page, 'shop-star-rating');
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tab-reviews')).toBeVisible();
  await expect(page.locator('#tab-description')).toBeHidden();

  const form = page.locator('#commentform');
  await form.getByLabel('Your review').fill('Warm and soft, true to size.');
  await form.getByLabel('Name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select a rating');
  const stars = form.getByRole('radiogroup', { name: /Your rating/ });
  await expect(stars.getByRole('radio', { name: '1 of 5 stars' })).toBeFocused();
  await expect(page).toHaveURL(/#comment-12$/);

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('alert')).toHaveText('');

  const posted = page.waitForRequest((request) => request.url().endsWith('/wp-comments-post.php'));
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(new URLSearchParams((await posted).postData() ?? '').get('rating')).toBe('4');
  await expect(page).toHaveURL(/\?unapproved=\d+#comment-\d+$/);
  await elementsReady(page, 'shop-product-tabs');
  await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.woocommerce-message')).toContainText('Your review is awaiting approval.');
  expect(await axeViolations(page, 'shop-product-tabs')).toEqual([]);
});

test('the review-count link opens reviews without changing the URL', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-product-tabs');
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await page.locator('a.woocommerce-review-link').click();
  await expect(page.getByRole('tab', { name: /Reviews/ })).toBeFocused();
  await expect(page.locator('#tab-reviews')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});

test('the lightbox loads on first use, opens from an image by keyboard and pages through the images', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-product-gallery');
  expect(
    scripts.filter((url) => LAZY_LIBRARIES.test(url)),
    'no lightbox, zoom or slider code before use',
  ).toEqual([]);

  const firstImage = page.locator('.woocommerce-product-gallery__image > a').first();
  await firstImage.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Product images' });
  await expect(dialog).toBeVisible();
  expect(scripts.some((url) => /\/chunks\/lightbox-/.test(url))).toBe(true);
  const counter = dialog.locator('.shop-lightbox__counter');
  await expect(counter).toHaveText('1 / 3');
  await expect(dialog.getByRole('button', { name: 'Close (Esc)' })).toBeFocused();
  expect(await axeViolations(page, '#glightbox-body')).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('2 / 3');
  await expect(dialog.locator('.gslide.current .gslide-title')).toHaveText(/Classic Crew Tee, /);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(firstImage).toBeFocused();
});

test('when the lightbox cannot load, an image click opens the image as it does without JavaScript', async ({ page }) => {
  await page.route(/\/chunks\/lightbox-/, (route) => route.abort());
  await page.goto('/product/classic-crew-tee/');
  await elementsReady(page, 'shop-product-gallery');
  const link = page.locator('.woocommerce-product-gallery__image > a').nth(1);
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new URL(href!, page.url()).href);
});

test('the other gallery reading: a slider with thumbnails and the zoom trigger', async ({ page }) => {
  await page.goto('/product/classic-crew-tee/?gallery=slider');
  await elementsReady(page, 'shop-product-gallery');
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
  await gallery.getByRole('button', { name: 'Show image 3 of 3' }).click();
  await expect(gallery.getByRole('group', { name: '3 of 3' })).toBeVisible();
  await gallery.getByRole('button', { name: 'View full-screen image gallery' }).click();
  await expect(page.getByRole('dialog', { name: 'Product images' }).locator('.shop-lightbox__counter')).toHaveText('3 / 3');
});

test('picking a variation swaps the gallery image and the instalment amount', async ({ page }) => {
  await page.goto('/product/everyday-hoodie/');
  await elementsReady(page, 'shop-variation-form');
  await elementsReady(page, 'shop-instalments');
  const instalments = page.locator('shop-instalments .shop-instalments__message');
  await expect(instalments).toHaveText(/as low as \$13\.75 USD/);
  const mainImage = page.locator('.woocommerce-product-gallery__image img').first();
  await expect(mainImage).toHaveAttribute('src', /everyday-hoodie-grey-single/);

  await page.locator('select[name="attribute_pa_size"]').selectOption('l');
  await page.locator('select[name="attribute_pa_color"]').selectOption('navy');
  const price = await page.locator('form.variations_form').evaluate((form) => {
    const variations = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as Array<{
      attributes: Record<string, string>;
      display_price: number;
    }>;
    return variations.find((v) => v.attributes.attribute_pa_size === 'l' && v.attributes.attribute_pa_color === 'navy')!.display_price;
  });
  const quarter = (Math.round((price * 100) / 4) / 100).toFixed(2);
  await expect(instalments).toHaveText(new RegExp(`4 interest-free payments of \\$${quarter.replace('.', '\\.')} USD`));
  await expect(mainImage).toHaveAttribute('src', /everyday-hoodie-navy-single/);

  await page.locator('.reset_variations').click();
  await expect(instalments).toHaveText(/as low as \$13\.75 USD/);
  await expect(mainImage).toHaveAttribute('src', /everyday-hoodie-grey-single/);
});

test('in the slider build a variation whose image is a slide slides to it, and a reset returns to the first', async ({ page }) => {
  await page.goto('/product/everyday-hoodie/?gallery=slider');
  await elementsReady(page, 'shop-product-gallery');
  await elementsReady(page, 'shop-variation-form');
  const gallery = page.getByRole('region', { name: 'Product images' });
  const thumbnail = (n: number) => gallery.getByRole('button', { name: `Show image ${n} of 3` });
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
  await page.locator('select[name="attribute_pa_size"]').selectOption('l');
  await page.locator('select[name="attribute_pa_color"]').selectOption('navy');
  await expect(thumbnail(2)).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('group', { name: '2 of 3' })).toBeVisible();
  await page.locator('.reset_variations').click();
  await expect(thumbnail(1)).toHaveAttribute('aria-current', 'true');
});

test('the provider dialog: content from the provider host, and the error after one retry when it fails', async ({ page }) => {
  await page.goto('/product/everyday-hoodie/');
  await elementsReady(page, 'shop-instalments');
  const link = page.locator('shop-instalments').getByRole('link', { name: 'Learn more' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'About Afterpay' });
  await expect(dialog).toContainText('Pay in 4 interest-free payments');
  expect(await axeViolations(page, '.shop-instalments__dialog')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await page.goto('/product/limited-edition-jacket/');
  await elementsReady(page, 'shop-instalments');
  await injectFaults(page, 'provider_modal:error=http500');
  const requests: string[] = [];
  page.on('request', (request) => request.url().includes('/provider/modal/') && requests.push(request.url()));
  await page.locator('shop-instalments').getByRole('link', { name: 'Learn more' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again');
  expect(await axeViolations(page, '.shop-instalments__dialog')).toEqual([]);
  expect(requests).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
