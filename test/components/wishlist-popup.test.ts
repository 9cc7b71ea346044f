import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/wishlist-button/wishlist-button.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { FakeServer } from '../support/fake-server.ts';
import { mount } from '../support/mount.ts';

const L10N = {
  ajax_url: '/wp-admin/admin-ajax.php',
  multi_wishlist: '1',
  hide_add_button: '',
  time_to_close_prettyphoto: '3000',
  nonce: {},
  actions: {},
  labels: {},
};
const BLOCK = `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-16 wishlist-fragment on-first-load" data-fragment-ref="16" data-fragment-options='{"product_id":16}'><div class="yith-wcwl-add-button"><a href="?add_to_wishlist=16" class="add_to_wishlist" data-product-id="16" data-product-type="simple">Add to wishlist</a></div></div>`;
const LISTS = `[{"id":1,"name":"My wishlist"},{"id":7,"name":"Birthday"}]`;

const dialog = () => document.querySelector<HTMLElement>('.shop-wishlist-popup__dialog');
const tab = (name: string) => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((node) => node.textContent === name)!;
const nameField = () => document.querySelector<HTMLInputElement>('.shop-wishlist-popup__panel input[type="text"]')!;
const submit = () => document.querySelector<HTMLButtonElement>('.shop-wishlist-popup__submit')!;

/** Resolves when `selector` is in the page; no timers, so it works under a fake clock. */
const appears = (selector: string) =>
  new Promise<void>((resolve) => {
    const check = (): boolean => Boolean(document.querySelector(selector)) && (observer.disconnect(), resolve(), true);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true });
    check();
  });

const gone = (selector: string) =>
  new Promise<void>((resolve) => {
    const check = (): boolean => !document.querySelector(selector) && (observer.disconnect(), resolve(), true);
    const observer = new MutationObserver(check);
    observer.observe(document.body, { subtree: true, childList: true });
    check();
  });

describe('<shop-wishlist-button> multi-wishlist popup', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
    server.on('admin-ajax.php', {
      json: { result: 'true', message: 'Product added!', prod_id: 16, fragments: {}, user_wishlists: [{ id: 9, wishlist_name: 'Gifts' }] },
    });
    (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n = L10N;
  });
  afterEach(() => {
    server.restore();
    document.querySelector<HTMLElement>('.shop-wishlist-popup__overlay')?.click();
    delete (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n;
  });

  const openPopup = async (lists = LISTS) => {
    const element = await mount<ShopElement>(
      `<shop-wishlist-button product-name="Tee" wishlists='${lists}'>${BLOCK}</shop-wishlist-button>`,
      'shop-wishlist-button',
    );
    const toggle = element.querySelector<HTMLButtonElement>('.shop-wishlist-button__toggle')!;
    toggle.focus();
    toggle.click();
    await waitUntil(() => dialog(), 'the popup opens (its code loaded on first use)');
    return { element, toggle };
  };

  it('is a named modal dialog with choose and create tabs, axe clean, focus inside; Escape closes it and returns focus', async () => {
    const { toggle } = await openPopup();
    expect(dialog()!.getAttribute('role')).to.equal('dialog');
    expect(dialog()!.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).to.equal('Select a wishlist');
    expect(tab('Choose a wishlist').getAttribute('aria-selected')).to.equal('true');
    expect([...document.querySelectorAll('.shop-wishlist-popup__panel select option')].map((option) => option.textContent)).to.deep.equal([
      'My wishlist',
      'Birthday',
      'Create a new wishlist',
    ]);
    expect(dialog()!.contains(document.activeElement)).to.be.true;
    await expect(dialog()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog());
    expect(document.activeElement).to.equal(toggle);
    expect(server.requests).to.have.length(0);
  });

  it('adds to the chosen wishlist, shows the feedback with a check, and closes after 3,000 ms', async () => {
    await openPopup();
    const select = document.querySelector<HTMLSelectElement>('.shop-wishlist-popup__panel select')!;
    select.value = '7';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The clock also advances with real time (the page's own work needs it); 2,800 ms of ticks plus that is under 3,000.
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      submit().click();
      await appears('.shop-wishlist-popup__feedback');
      expect(server.requests[0]!.fields).to.include({
        add_to_wishlist: '16',
        wishlist_id: '7',
        wishlist_name: '',
        wishlist_visibility: '0',
      });
      const feedback = document.querySelector('.shop-wishlist-popup__feedback')!;
      expect(feedback.textContent).to.equal('Product added!');
      expect(feedback.classList.contains('shop-wishlist-popup__feedback--success')).to.be.true;
      clock.tick(2800);
      expect(dialog()).to.exist;
      clock.tick(200);
      await gone('.shop-wishlist-popup__dialog');
    } finally {
      clock.uninstall();
    }
  });

  it('"new" in the select opens the create tab with the name field focused; an empty name is marked invalid and nothing is sent', async () => {
    await openPopup();
    const select = document.querySelector<HTMLSelectElement>('.shop-wishlist-popup__panel select')!;
    select.value = 'new';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => tab('Create a new wishlist').getAttribute('aria-selected') === 'true');
    await waitUntil(() => document.activeElement === nameField());
    submit().click();
    await waitUntil(() => nameField().getAttribute('aria-invalid') === 'true');
    expect(document.activeElement).to.equal(nameField());
    expect(document.getElementById(nameField().getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Please enter a name for the new wishlist.',
    );
    expect(server.requests).to.have.length(0);
    await expect(dialog()!).to.be.accessible();
  });

  it('creates a wishlist with its name and visibility, by keyboard across the tabs', async () => {
    await openPopup();
    tab('Choose a wishlist').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(tab('Create a new wishlist').getAttribute('aria-selected')).to.equal('true');
    expect(document.activeElement).to.equal(tab('Create a new wishlist'));
    nameField().focus();
    await sendKeys({ type: 'Gifts' });
    document.querySelector<HTMLInputElement>('input[type="radio"][value="2"]')!.click();
    submit().focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => server.requests.length === 1);
    expect(server.requests[0]!.fields).to.include({ wishlist_id: 'new', wishlist_name: 'Gifts', wishlist_visibility: '2' });
  });

  it("shows the server's error with the error mark in the popup", async () => {
    server.on('admin-ajax.php', { json: { result: 'error', message: 'Wishlist name is required' } });
    await openPopup('[]');
    expect(tab('Create a new wishlist').getAttribute('aria-selected'), 'no list yet: the create tab').to.equal('true');
    nameField().focus();
    await sendKeys({ type: 'x' });
    submit().click();
    await waitUntil(() => document.querySelector('.shop-wishlist-popup__feedback--error'));
    expect(document.querySelector('.shop-wishlist-popup__feedback')!.textContent).to.equal('Wishlist name is required');
    await expect(dialog()!).to.be.accessible();
  });
});
