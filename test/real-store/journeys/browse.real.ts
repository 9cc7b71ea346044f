// Home, shop and search as a shopper browses them: the header, the navigation (page list on a fresh store, the
// assigned menu with its submenu on a configured one), the product grid and the listing's add to cart.
import { box, boxes, tappableLinks } from '../support/layout.ts';
import { productSearchField } from '../support/product-search.ts';
import { pass } from '../support/run-settings.ts';
import { expect, test } from '../support/shopper.ts';
import { cartContents, emptyCart } from '../support/store-endpoints.ts';
import { onPhone } from '../support/viewports.ts';

test('home: header and navigation', async ({ shopper, page }, testInfo) => {
  await shopper.visit('/', 'home');
  shopper.fact('header', await box(page.locator('#masthead')));
  shopper.fact('site title', await box(page.locator('.site-branding')));
  const navigation = page.locator('#site-navigation');
  if (onPhone(testInfo)) {
    const toggle = navigation.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => tappableLinks(navigation), 'links shown once Menu is tapped').not.toEqual([]);
    shopper.fact('menu links', await tappableLinks(navigation));
    return;
  }
  const links = await tappableLinks(navigation);
  expect(links, 'navigation links shown').not.toEqual([]);
  shopper.fact('navigation links', links);
  shopper.fact('navigation', await box(navigation));
  if (pass.state === 'configured') {
    // The item with a submenu (Shop), whose accessible name carries Storefront's dropdown indicator.
    const parent = navigation.locator('.primary-navigation li.menu-item-has-children').first();
    await parent.locator(':scope > a').hover();
    await expect.poll(() => tappableLinks(parent.locator('.sub-menu')), 'submenu shown on hover').toContain('Cart');
  }
});

test('shop: product grid, add to cart from the listing', async ({ shopper, page }) => {
  await shopper.visit('/shop/', 'shop');
  const cards = page.locator('ul.products li.product');
  await expect(cards.first()).toBeVisible();
  shopper.fact('cards', await boxes(cards));
  const card = cards.filter({ has: page.locator('a.ajax_add_to_cart') }).first();
  const name = (await card.locator('.woocommerce-loop-product__title').textContent())!.trim();
  await card.locator('a.ajax_add_to_cart').click();
  await expect(card.locator('a.added_to_cart'), '"View cart" once added').toBeVisible();
  const lines = await cartContents(page);
  expect(lines.map((line) => [line.text.includes(name), line.quantity])).toEqual([[true, 1]]);
  await emptyCart(page);
});

test('search: "tee" from the header search', async ({ shopper, page }) => {
  await shopper.visit('/', 'home');
  const field = await productSearchField(page);
  await field.fill('tee');
  await Promise.all([page.waitForURL(/[?&]s=tee/), field.press('Enter')]);
  await shopper.settled('search');
  const titles = await page.locator('ul.products li.product .woocommerce-loop-product__title').allTextContents();
  expect(titles.length, 'results shown').toBeGreaterThan(0);
  shopper.fact('results', titles);
  shopper.fact('result cards', await boxes(page.locator('ul.products li.product')));
});
