import { expect, nextFrame, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import '../../elements/mini-cart/mini-cart.define.ts';
import '../../elements/add-to-cart/add-to-cart.define.ts';
import { cartSummaryAtom } from '../../core/state/cart-atoms.ts';
import { store } from '../../core/state/store.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { isJqueryOf, recordLegacyEvents } from '../support/legacy-jquery.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import { MUG, TEE, cartAnswer, clearCartState, headerCart, setCartParams, spoken, cartTestSetup } from '../support/cart-fixtures.ts';

const REMOVE = 'wc-ajax=remove_from_cart';
const ADD = 'wc-ajax=add_to_cart';
const parts = (element: HTMLElement) => ({
  toggle: element.querySelector<HTMLButtonElement>('.shop-mini-cart__toggle')!,
  panel: element.querySelector<HTMLElement>('.widget_shopping_cart')!,
  list: element.querySelector<HTMLElement>('.site-header-cart')!,
  removeLinks: () => [...element.querySelectorAll<HTMLAnchorElement>('a.remove_from_cart_button')],
});
const addButton = `<shop-add-to-cart><a href="#add" data-product_id="16" data-product_sku="MUG-1" data-quantity="1"
  class="button add_to_cart_button ajax_add_to_cart" role="button" data-success_message="&ldquo;Test Mug&rdquo; has been added to your cart">Add to cart</a></shop-add-to-cart>`;

describe('<shop-mini-cart>', () => {
  const env = cartTestSetup();

  describe('dropdown', () => {
    it('is a disclosure: a button controls the widget, with the count the header link shows', async () => {
      const element = await mount(headerCart([MUG, { ...TEE, quantity: 2 }], 'shop-mini-cart mode="dropdown"'));
      const { toggle, panel } = parts(element);
      expect(toggle).to.have.attribute('aria-expanded', 'false');
      expect(panel.id).not.to.equal('');
      expect(toggle.getAttribute('aria-controls')).to.equal(panel.id);
      expect(toggle.querySelector('.shop-mini-cart__count')).to.have.text('3');
      expect(element.querySelector('a.cart-contents')!.getAttribute('href')).to.equal(`${location.origin}/cart/`);
      await expect(element).to.be.accessible();
      const toggled = oneEvent(element, 'shop-mini-cart-toggled');
      toggle.click();
      const event = await toggled;
      expect(event.detail).to.deep.equal({ open: true, mode: 'dropdown', byAdd: false });
      await element.updateComplete;
      expect(toggle).to.have.attribute('aria-expanded', 'true');
      expect(element).to.have.attribute('open');
      expect(getComputedStyle(panel).display).to.equal('block');
      await expect(element).to.be.accessible();
    });

    it('takes its count from the cart summary in the store, the one source every cart element shares', async () => {
      const element = await mount(headerCart([MUG], 'shop-mini-cart'));
      const count = parts(element).toggle.querySelector('.shop-mini-cart__count')!;
      expect(count).to.have.text('1');
      store.set(cartSummaryAtom, { ...store.get(cartSummaryAtom), itemCount: 4 });
      await element.updateComplete;
      expect(count).to.have.text('4');
    });

    it('closes on Escape with focus back on the button, and on a click elsewhere', async () => {
      const element = await mount(headerCart([MUG], 'shop-mini-cart'));
      const { toggle } = parts(element);
      toggle.click();
      await element.updateComplete;
      element.querySelector<HTMLAnchorElement>('.woocommerce-mini-cart-item a:not(.remove)')!.focus();
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect(toggle).to.have.attribute('aria-expanded', 'false');
      expect(document.activeElement).to.equal(toggle);
      toggle.click();
      await element.updateComplete;
      document.body.click();
      await element.updateComplete;
      expect(element).not.to.have.attribute('open');
    });
  });

  describe('off-canvas', () => {
    it('opens as a modal dialog with focus inside and trapped; Escape closes it and returns focus', async () => {
      const element = await mount(headerCart([MUG], 'shop-mini-cart mode="offcanvas"'));
      const { toggle, panel } = parts(element);
      expect(panel.hidden).to.be.true;
      expect(toggle).to.have.attribute('aria-haspopup', 'dialog');
      await expect(element).to.be.accessible();
      toggle.focus();
      toggle.click();
      await element.updateComplete;
      expect(panel.hidden).to.be.false;
      expect(panel).to.have.attribute('role', 'dialog');
      expect(panel).to.have.attribute('aria-modal', 'true');
      expect(panel).to.have.attribute('aria-label', 'Cart');
      expect(document.activeElement).to.equal(panel);
      expect(element.querySelector('.shop-mini-cart__backdrop')).to.exist;
      await expect(element).to.be.accessible();
      for (let i = 0; i < 8; i++) await sendKeys({ press: 'Tab' });
      expect(panel.contains(document.activeElement)).to.be.true;
      await sendKeys({ press: 'Escape' });
      await element.updateComplete;
      expect(panel.hidden).to.be.true;
      expect(document.activeElement).to.equal(toggle);
    });

    it('closes from its close button and from the backdrop', async () => {
      const element = await mount(headerCart([MUG], 'shop-mini-cart mode="offcanvas" close-label="Hide bag"'));
      const { toggle, panel } = parts(element);
      toggle.click();
      await element.updateComplete;
      const close = element.querySelector<HTMLButtonElement>('.shop-mini-cart__close')!;
      expect(close).to.have.text('Hide bag');
      close.click();
      await element.updateComplete;
      expect(panel.hidden).to.be.true;
      toggle.click();
      await element.updateComplete;
      element.querySelector<HTMLElement>('.shop-mini-cart__backdrop')!.click();
      await element.updateComplete;
      expect(panel.hidden).to.be.true;
    });

    it('puts the widget back as it was when removed from the page', async () => {
      const element = await mount(headerCart([MUG], 'shop-mini-cart mode="offcanvas"'));
      const { panel } = parts(element);
      element.setAttribute('mode', 'dropdown');
      await element.updateComplete;
      expect(panel.hidden).to.be.false;
      expect(panel).not.to.have.attribute('role');
      expect(panel).not.to.have.attribute('aria-modal');
    });
  });

  describe('after an add', () => {
    it('opens the dropdown marked active, for 5,000 ms', async () => {
      env.server.on(ADD, { json: cartAnswer([MUG]) });
      const element = await mount(`${headerCart([], 'shop-mini-cart')}${addButton}`, 'shop-mini-cart');
      const clock = fakeDelays();
      const opened = oneEvent(element, 'shop-mini-cart-toggled');
      element.parentElement!.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      expect((await opened).detail).to.deep.equal({ open: true, mode: 'dropdown', byAdd: true });
      await element.updateComplete;
      expect(parts(element).list).to.have.class('active');
      expect(parts(element).toggle.querySelector('.shop-mini-cart__count')).to.have.text('1');
      await clock.tick(4999);
      await element.updateComplete;
      expect(element).to.have.attribute('open');
      await clock.tick(1);
      await until(() => !element.hasAttribute('open'), 'closed after 5 s');
      expect(parts(element).list).not.to.have.class('active');
    });

    it('keeps the dropdown open once the shopper reaches into it', async () => {
      env.server.on(ADD, { json: cartAnswer([MUG]) });
      const element = await mount(`${headerCart([], 'shop-mini-cart')}${addButton}`, 'shop-mini-cart');
      const clock = fakeDelays();
      element.parentElement!.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      await oneEvent(element, 'shop-mini-cart-toggled');
      parts(element).toggle.focus();
      await clock.tick(5000);
      await element.updateComplete;
      expect(element).to.have.attribute('open');
    });

    it('opens the off-canvas cart after 300 ms and makes a hidden sticky header stuck', async () => {
      env.server.on(ADD, { json: cartAnswer([MUG]) });
      const element = await mount(
        `<header class="site-header hide-on-scroll is-hidden"></header>${headerCart([], 'shop-mini-cart mode="offcanvas"')}${addButton}`,
        'shop-mini-cart',
      );
      const clock = fakeDelays();
      const reveal = oneEvent(document, 'shop-cart-revealed');
      element.parentElement!.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      expect((await reveal).detail).to.deep.equal({ mode: 'offcanvas' });
      const header = element.parentElement!.querySelector('header')!;
      expect(header).to.have.class('is-stuck');
      expect(header).not.to.have.class('is-hidden');
      await clock.tick(299);
      await element.updateComplete;
      expect(parts(element).panel.hidden, 'not before 300 ms').to.be.true;
      await clock.tick(1);
      await until(() => !parts(element).panel.hidden, 'opened');
      expect(document.activeElement).to.equal(parts(element).panel);
    });

    it('closes an open lightbox first and opens the off-canvas cart at once', async () => {
      env.server.on(ADD, { json: cartAnswer([MUG]) });
      const element = await mount(
        `<div class="glightbox-open"><div class="glightbox-container"><button class="gclose" type="button">Close</button></div></div>${headerCart([], 'shop-mini-cart mode="offcanvas"')}${addButton}`,
        'shop-mini-cart',
      );
      let closed = false;
      element.parentElement!.querySelector('.gclose')!.addEventListener('click', () => (closed = true));
      const opened = oneEvent(element, 'shop-mini-cart-toggled');
      const started = performance.now();
      element.parentElement!.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      await opened;
      expect(closed).to.be.true;
      expect(performance.now() - started).to.be.below(250);
    });
  });

  describe('remove links', () => {
    it('POST remove_from_cart with the item key, block the item while pending, then apply the fragments', async () => {
      const answer = env.server.hold(REMOVE, { json: cartAnswer([TEE]) });
      const calls = recordLegacyEvents(['removed_from_cart', 'wc_fragments_loaded']);
      const element = await mount(headerCart([MUG, TEE], 'shop-mini-cart'));
      parts(element).toggle.click();
      await element.updateComplete;
      const [link] = parts(element).removeLinks();
      const item = link!.closest('li')!;
      link!.click();
      link!.click();
      expect(item).to.have.class('shop-mini-cart__item--pending');
      expect(item).to.have.attribute('aria-busy', 'true');
      expect(link).to.have.attribute('aria-disabled', 'true');
      await expect(element).to.be.accessible();
      const removal = oneEvent(element, 'shop-cart-removed');
      answer();
      const removed = await removal;
      expect(removed.detail).to.include({ cartItemKey: MUG.key, productId: '16', cartHash: cartAnswer([TEE]).cart_hash });
      expect(env.server.sent(REMOVE)).to.have.length(1);
      expect(env.server.sent(REMOVE)[0]!.fields).to.deep.equal({ cart_item_key: MUG.key });
      expect(parts(element).removeLinks()).to.have.length(1);
      expect(calls.map((call) => call.name)).to.deep.equal(['removed_from_cart', 'wc_fragments_loaded']);
      expect(calls[0]!.args[0]).to.deep.equal(cartAnswer([TEE]).fragments);
      expect(isJqueryOf(calls[0]!.args[2], link!)).to.be.true;
      expect(await spoken('“Test Mug” has been removed from your cart')).to.equal('“Test Mug” has been removed from your cart');
      await element.updateComplete;
      expect(parts(element).toggle.querySelector('.shop-mini-cart__count')).to.have.text('1');
      expect(document.activeElement).to.equal(parts(element).toggle);
    });

    it('keeps a second pending item blocked when the first removal redraws the list', async () => {
      const answerFirst = env.server.hold(REMOVE, { json: cartAnswer([TEE]) });
      const element = await mount(headerCart([MUG, TEE], 'shop-mini-cart'));
      const [first, second] = parts(element).removeLinks();
      first!.click();
      second!.click();
      const removal = oneEvent(element, 'shop-cart-removed');
      await waitUntil(() => env.server.sent(REMOVE).length === 1, 'the first removal sent');
      // Cart changes go one at a time: the second removal is sent once the first is answered, and held in turn.
      const answerSecond = env.server.hold(REMOVE, { json: cartAnswer([]) });
      answerFirst();
      await removal;
      const redrawn = parts(element).removeLinks()[0]!;
      expect(redrawn.dataset['cart_item_key']).to.equal(TEE.key);
      expect(redrawn.closest('li')).to.have.class('shop-mini-cart__item--pending');
      answerSecond();
      await waitUntil(() => parts(element).removeLinks().length === 0);
    });

    for (const [name, reply] of [
      ['fails', { body: 'Internal Server Error', status: 500 }],
      ['answers without fragments', { json: { success: false } }],
    ] as const) {
      it(`follows the link when the request ${name}`, async () => {
        env.server.on(REMOVE, reply);
        const element = await mount(headerCart([MUG], 'shop-mini-cart'));
        const [link] = parts(element).removeLinks();
        link!.click();
        await waitUntil(() => env.navigation.urls.length === 1);
        expect(env.navigation.urls[0]).to.equal(link!.href);
      });
    }
  });
});

describe('<shop-mini-cart> with the added-to-cart marker', () => {
  beforeEach(() => setCartParams());
  afterEach(() => {
    document.body.classList.remove('added-to-cart');
    clearCartState();
  });

  it('opens the cart on page load as after an add', async () => {
    document.body.classList.add('added-to-cart');
    const element = await mount(headerCart([MUG], 'shop-mini-cart'));
    await waitUntil(() => element.hasAttribute('open'));
    expect(parts(element).list).to.have.class('active');
  });

  it('opens the off-canvas cart, though a theme-hidden dropdown registered first', async () => {
    document.body.classList.add('added-to-cart');
    const hiddenDropdown = headerCart([MUG], 'shop-mini-cart').replace(
      'class="site-header-cart menu"',
      'class="site-header-cart menu" style="display: none"',
    );
    const offcanvas = await mount(
      `${hiddenDropdown}${headerCart([MUG], 'shop-mini-cart mode="offcanvas"')}`,
      'shop-mini-cart[mode="offcanvas"]',
    );
    const dropdown = offcanvas.parentElement!.querySelector('shop-mini-cart:not([mode])')!;
    await waitUntil(() => offcanvas.hasAttribute('open'), 'off-canvas opened');
    expect(dropdown).not.to.have.attribute('open');
  });
});

describe('<shop-mini-cart> and the theme’s dropdown', () => {
  // Storefront-like: the widget shows while the header cart is hovered or holds focus.
  const THEME = `.site-header-cart .widget_shopping_cart { display: none; }
    .site-header-cart:hover .widget_shopping_cart, .site-header-cart:focus-within .widget_shopping_cart { display: block; }`;
  const STYLES = `<link rel="stylesheet" href="${location.origin}/styles/mini-cart.css"><style>${THEME}</style>`;
  const viewCart = (root: ParentNode) => root.querySelector<HTMLAnchorElement>('.widget_shopping_cart .wc-forward')!;

  it('without its code, leaves the dropdown to the theme: a keyboard user reaches its links', async () => {
    // A document of its own, where no shop element is defined: the page as it is without the library's code.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const page = frame.contentDocument!;
      page.open();
      page.write(`<!DOCTYPE html><html><head>${STYLES}</head><body>${headerCart([MUG], 'shop-mini-cart')}</body></html>`);
      page.close();
      await waitUntil(() => page.querySelector<HTMLLinkElement>('link')!.sheet, 'stylesheet loaded');
      const widget = page.querySelector('.widget_shopping_cart')!;
      frame.focus();
      page.querySelector<HTMLAnchorElement>('a.cart-contents')!.focus();
      expect(frame.contentWindow!.getComputedStyle(widget).display, 'shown while focus is in the header cart').to.equal('block');
      viewCart(page).focus();
      expect(page.activeElement).to.equal(viewCart(page));
    } finally {
      frame.remove();
    }
  });

  it('upgraded, marks itself ready and keeps the closed disclosure shut when focus passes through', async () => {
    const element = await mount(`${STYLES}${headerCart([MUG], 'shop-mini-cart')}`, 'shop-mini-cart');
    await waitUntil(() => [...document.styleSheets].some((sheet) => sheet.href?.endsWith('/styles/mini-cart.css')), 'stylesheet loaded');
    expect(element).to.have.attribute('ready');
    element.querySelector<HTMLAnchorElement>('a.cart-contents')!.focus();
    expect(getComputedStyle(parts(element).panel).display, 'a disclosure opens with its button only').to.equal('none');
    parts(element).toggle.click();
    await element.updateComplete;
    expect(getComputedStyle(parts(element).panel).display).to.equal('block');
  });

  it('has its toggle only where the theme shows its cart link, and keeps it (focus too) when fragments replace the link', async () => {
    // Storefront's header link is a block, hidden on phones: `.site-header-cart .cart-contents { display: none }`.
    const element = await mount(
      `<style>.site-header-cart .cart-contents { display: block }</style>${headerCart([MUG], 'shop-mini-cart')}`,
      'shop-mini-cart',
    );
    const toggle = parts(element).toggle;
    toggle.focus();
    const link = element.querySelector<HTMLAnchorElement>('a.cart-contents')!;
    link.replaceWith(link.cloneNode(true));
    // Size observers report in the frame after the change.
    await nextFrame();
    await nextFrame();
    await element.updateComplete;
    expect(parts(element).toggle, 'the same toggle').to.equal(toggle);
    expect(document.activeElement).to.equal(toggle);

    element.querySelector<HTMLAnchorElement>('a.cart-contents')!.style.display = 'none';
    await waitUntil(() => !element.querySelector('.shop-mini-cart__toggle'), 'the toggle goes with the link');
    element.querySelector<HTMLAnchorElement>('a.cart-contents')!.style.display = '';
    await waitUntil(() => element.querySelector('.shop-mini-cart__toggle'), 'and comes back with it');
  });

  it('does nothing inside another <shop-mini-cart>: one toggle', async () => {
    const element = await mount(
      headerCart([MUG], 'shop-mini-cart')
        .replace('<shop-mini-cart>', '<shop-mini-cart><shop-mini-cart>')
        .replace('</shop-mini-cart>', '</shop-mini-cart></shop-mini-cart>'),
      'shop-mini-cart',
    );
    await element.querySelector<ShopElement>('shop-mini-cart')!.updateComplete;
    expect(element.querySelectorAll('.shop-mini-cart__toggle')).to.have.length(1);
    expect(element.querySelector('shop-mini-cart')).not.to.have.attribute('ready');
    await expect(element).to.be.accessible();
  });
});
