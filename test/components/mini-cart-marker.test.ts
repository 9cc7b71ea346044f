// A file of its own: the added-to-cart marker is honoured once per page, and every test file gets a fresh page.
import { expect, waitUntil } from '@open-wc/testing';
import '../support/node-safe-errors.ts';
import '../../elements/mini-cart/mini-cart.define.ts';
import { mount } from '../support/mount.ts';
import { MUG, clearCartState, headerCart, setCartParams } from '../support/cart-fixtures.ts';

describe('<shop-mini-cart>: the added-to-cart marker with a theme-hidden dropdown', () => {
  beforeEach(() => setCartParams());
  afterEach(() => {
    document.body.classList.remove('added-to-cart');
    clearCartState();
  });

  it('opens the off-canvas cart, though the hidden dropdown registered first', async () => {
    document.body.classList.add('added-to-cart');
    const hiddenDropdown = headerCart([MUG], 'shop-mini-cart').replace('class="site-header-cart menu"', 'class="site-header-cart menu" style="display: none"');
    const offcanvas = await mount(`${hiddenDropdown}${headerCart([MUG], 'shop-mini-cart mode="offcanvas"')}`, 'shop-mini-cart[mode="offcanvas"]');
    const dropdown = offcanvas.parentElement!.querySelector('shop-mini-cart:not([mode])')!;
    await waitUntil(() => offcanvas.hasAttribute('open'), 'off-canvas opened', { timeout: 1000 });
    expect(dropdown).not.to.have.attribute('open');
  });
});
