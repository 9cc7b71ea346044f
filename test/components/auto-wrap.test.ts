import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { startAutoMode } from '../../core/auto/auto-mode.ts';
import { afterObservers, fixtureHtml, placeFixture, wrappedTags, type WooFixture } from '../support/woocommerce-fixtures.ts';

// Auto mode's wrapping alone (no element is defined here): what it finds in WooCommerce's and Storefront's markup,
// what it leaves alone, and markup inserted later. auto-upgrade.test.ts checks the wrapped elements work.
describe('auto mode: wrapping', () => {
  let container: HTMLElement | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    container?.remove();
    stop = container = undefined;
  });

  async function wrapFixture(name: WooFixture): Promise<HTMLElement> {
    container = await placeFixture(name);
    stop = startAutoMode(container);
    return container;
  }

  it('wraps the store notice, search, wishlist link, menus and header cart of a Storefront header', async () => {
    const page = await wrapFixture('header');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-store-notice > p.woocommerce-store-notice',
      'shop-live-search > form.woocommerce-product-search',
      'shop-wishlist-count > a.header-wishlist',
      'shop-menu > div.primary-navigation',
      'shop-mobile-menu > div.handheld-navigation',
      'shop-mini-cart > ul.site-header-cart',
    ]);
    // Storefront's toggle named the whole navigation; it now names the mobile menu, which opens on it.
    const mobileMenu = page.querySelector('shop-mobile-menu')!;
    expect(page.querySelector('button.menu-toggle')).to.have.attribute('aria-controls', mobileMenu.id);
    expect(mobileMenu.id).to.not.equal('');
  });

  it('wraps every block of a variable product page, the sticky bar named after the product form', async () => {
    const page = await wrapFixture('product-variable');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-product-gallery > div.woocommerce-product-gallery',
      'shop-add-to-cart > shop-variation-form',
      'shop-variation-form > form.variations_form',
      'shop-quantity > div.quantity',
      'shop-wishlist-button > div.yith-wcwl-add-to-wishlist',
      'shop-product-tabs > div.woocommerce-tabs',
      'shop-star-rating > p.comment-form-rating',
      // Related products: a loop without ordering or pagination is no product list, its add link is wrapped.
      'shop-add-to-cart > a.button',
      'shop-sticky-add-to-cart > section.storefront-sticky-add-to-cart',
    ]);
    const form = page.querySelector('form.variations_form')!;
    expect(form.id).to.not.equal('');
    expect(page.querySelector('shop-sticky-add-to-cart')).to.have.attribute('form', form.id);
    // The product's own wishlist button follows the chosen variation; it is named after the product.
    const wishlist = page.querySelector('shop-wishlist-button')!;
    expect(wishlist).to.have.attribute('product-id', '21');
    expect(wishlist).to.have.attribute('product-name', 'Striped Tee');
  });

  it('wraps the simple product form with its add-ons and the grouped form with each child quantity', async () => {
    const page = await wrapFixture('product-simple');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-add-to-cart > form.cart',
      'shop-product-addons > div.wc-pao-addons-container',
      'shop-quantity > div.quantity',
      'shop-add-to-cart > form.cart',
      'shop-quantity > div.quantity',
      'shop-quantity > div.quantity',
    ]);
  });

  it('wraps a listing with its sorting above and below as one product list, and the cards’ buttons', async () => {
    const page = await wrapFixture('listing');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-product-list > div.storefront-sorting',
      'shop-add-to-cart > a.button',
      'shop-wishlist-button > div.yith-wcwl-add-to-wishlist',
      'shop-quick-view > a.button',
      // The variable card's "Select options" is a link to the product page: no add to cart.
      'shop-wishlist-button > div.yith-wcwl-add-to-wishlist',
      'shop-quick-view > a.button',
    ]);
    const list = page.querySelector('shop-product-list')!;
    expect([...list.children].map((child) => child.className)).to.deep.equal([
      'storefront-sorting',
      'products columns-3',
      'storefront-sorting',
    ]);
    const cards = page.querySelectorAll('shop-wishlist-button');
    expect(cards[0]).to.have.attribute('product-name', 'Plain Socks');
    expect(cards[0]).to.not.have.attribute('product-id');
  });

  it('wraps the cart page’s notices, form and totals in one cart element, and a sidebar’s mini-cart widget', async () => {
    const page = await wrapFixture('cart');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-cart > div.woocommerce-notices-wrapper',
      'shop-quantity > div.quantity',
      'shop-mini-cart > div.widget',
    ]);
    expect([...page.querySelector('shop-cart')!.children].map((child) => child.classList[0])).to.deep.equal([
      'woocommerce-notices-wrapper',
      'woocommerce-cart-form',
      'cart-collaterals',
    ]);
  });

  it('wraps the account forms’ password fields, help text and orders table', async () => {
    const page = await wrapFixture('account');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-password-toggle > p.woocommerce-form-row',
      'shop-password-toggle > shop-password-strength',
      'shop-password-strength > p.woocommerce-form-row',
      'shop-help-text > p.form-row',
      'shop-password-toggle > p.woocommerce-form-row',
      'shop-password-toggle > shop-password-strength',
      'shop-password-strength > p.woocommerce-form-row',
      'shop-scroll-region > table.woocommerce-orders-table',
    ]);
    // The new password and its confirmation share one meter, which compares them.
    const editStrength = page.querySelectorAll('shop-password-strength')[1]!;
    expect([...editStrength.querySelectorAll('input')].map((input) => input.id)).to.deep.equal(['password_1', 'password_2']);
  });

  it('wraps the checkout’s address fields, create-account box, account password and terms', async () => {
    const page = await wrapFixture('checkout');
    expect(wrappedTags(page)).to.deep.equal([
      'shop-country-state > div.col2-set',
      'shop-create-account > div.woocommerce-account-fields',
      'shop-password-toggle > shop-password-strength',
      'shop-password-strength > p.form-row',
      'shop-terms-dialog > div.woocommerce-terms-and-conditions-wrapper',
    ]);
  });

  it('wraps the wishlist page’s form alone: its rows’ buttons and quantities are the wishlist’s', async () => {
    const page = await wrapFixture('wishlist');
    expect(wrappedTags(page)).to.deep.equal(['shop-wishlist > form.woocommerce']);
  });

  it('wraps nothing twice when it runs again, and leaves markup inside its tag as it is', async () => {
    const page = await wrapFixture('product-variable');
    const once = page.innerHTML;
    stop!();
    stop = startAutoMode(page);
    expect(page.innerHTML).to.equal(once);
  });

  it('leaves markup the theme already wrapped alone', async () => {
    container = document.createElement('div');
    container.innerHTML = `<shop-quantity><div class="quantity"><input type="number" class="qty" value="1"></div></shop-quantity>
      <shop-add-to-cart><shop-variation-form><form class="variations_form cart"></form></shop-variation-form></shop-add-to-cart>`;
    document.body.append(container);
    const printed = container.innerHTML;
    stop = startAutoMode(container);
    expect(container.innerHTML).to.equal(printed);
  });

  it('wraps a further listing page appended to the loop, once', async () => {
    const page = await wrapFixture('listing');
    const loop = page.querySelector('ul.products')!;
    // A card as the server prints it (what the product list appends from the next page).
    const printed = new DOMParser().parseFromString(await fixtureHtml('listing'), 'text/html').querySelector('li.product')!;
    loop.insertAdjacentHTML('beforeend', printed.outerHTML.replaceAll('31', '32').replaceAll('Plain Socks', 'Wool Socks'));
    await waitUntil(() => page.querySelectorAll('shop-add-to-cart').length === 2, 'the appended card’s add link is wrapped');
    const appended = loop.lastElementChild!;
    expect(wrappedTags(appended)).to.deep.equal([
      'shop-add-to-cart > a.button',
      'shop-wishlist-button > div.yith-wcwl-add-to-wishlist',
      'shop-quick-view > a.button',
    ]);
    expect(appended.querySelector('shop-wishlist-button')).to.have.attribute('product-name', 'Wool Socks');
    expect(page.querySelectorAll('shop-product-list')).to.have.length(1);
  });

  it('wraps the cart page’s rows after an update replaced the form, without a second cart element', async () => {
    const page = await wrapFixture('cart');
    const cart = page.querySelector('shop-cart')!;
    const form = cart.querySelector('form.woocommerce-cart-form')!;
    // What the cart element does with the page it fetched: the new form (server markup, no tags) replaces the old.
    const fresh = document.createElement('div');
    fresh.innerHTML = form.outerHTML.replace(/<\/?shop-quantity>/g, '').replace('value="2"', 'value="3"');
    form.replaceWith(fresh.firstElementChild!);
    await waitUntil(() => cart.querySelector('shop-quantity input.qty[value="3"]'), 'the new row’s quantity is wrapped');
    expect(page.querySelectorAll('shop-cart')).to.have.length(1);
    expect(cart.querySelectorAll('shop-quantity')).to.have.length(1);
  });

  it('wraps a quick-view panel inserted into a dialog', async () => {
    container = document.createElement('div');
    document.body.append(container);
    stop = startAutoMode(container);
    const dialog = document.createElement('dialog');
    container.append(dialog);
    const product = await placeFixture('product-simple');
    dialog.innerHTML = product.querySelector('#product-41')!.outerHTML;
    product.remove();
    await waitUntil(() => dialog.querySelector('shop-add-to-cart'), 'the panel’s form is wrapped');
    expect(wrappedTags(dialog)).to.deep.equal([
      'shop-add-to-cart > form.cart',
      'shop-product-addons > div.wc-pao-addons-container',
      'shop-quantity > div.quantity',
    ]);
  });

  it('wraps nothing twice when wrapped markup is taken out and put back', async () => {
    const page = await wrapFixture('listing');
    const list = page.querySelector('shop-product-list')!;
    const before = page.innerHTML;
    const next = list.nextSibling;
    list.remove();
    const observed = afterObservers(page);
    page.insertBefore(list, next);
    await observed;
    expect(page.innerHTML).to.equal(before);
  });
});
