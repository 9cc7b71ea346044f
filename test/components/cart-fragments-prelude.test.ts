import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { fakeDelays } from '../support/fake-delays.ts';
import { installJquery } from '../support/legacy-jquery.ts';
import { startFragmentsWhenNeeded } from '../../elements/mini-cart/fragments-prelude.ts';
import { FRAGMENT_NAME, HASH_KEY, MUG, TEE, cartAnswer, headerCart, cartTestSetup } from '../support/cart-fixtures.ts';
import { expectRefreshAfterCartClick } from '../support/cart-click-recheck.ts';

// The mini cart's idle prelude on a page whose elements all wait for the shopper: no renderer, no element defined
// (this file defines none); what `cart-fragments.js` did on page load, with the fragments' code fetched only once
// something may have filled a cart.
const REFRESH = 'wc-ajax=get_refreshed_fragments';
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);
const items = () => document.querySelectorAll('.woocommerce-mini-cart-item').length;

describe('the mini cart prelude (cart-fragments.js page load, without a renderer)', () => {
  const env = cartTestSetup();
  let stop = (): void => undefined;
  afterEach(() => stop());

  const open = async (lines: (typeof MUG)[] = []) => {
    await fixture(`<div>${headerCart(lines, 'shop-mini-cart')}</div>`);
    stop = startFragmentsWhenNeeded();
  };

  it('with a cart, uses the session cache when it matches the cookie, and shows it', async () => {
    const answer = cartAnswer([MUG, TEE]);
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify(answer.fragments));
    sessionStorage.setItem(HASH_KEY, answer.cart_hash);
    sessionStorage.setItem('wc_cart_created', String(Date.now()));
    setCookie('woocommerce_cart_hash', answer.cart_hash);
    await open();
    await waitUntil(() => items() === 2, 'the cached cart is shown');
    expect(env.server.sent(REFRESH)).to.have.length(0);
    expect(customElements.get('shop-mini-cart'), 'no element code').to.equal(undefined);
  });

  it('with a cart the page does not show, asks the server', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    setCookie('woocommerce_cart_hash', cartAnswer([MUG]).cart_hash);
    await open();
    await waitUntil(() => items() === 1, 'the refreshed cart is shown');
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('without a cart asks nothing, and reads the cookie again 1 s after a click', async () => {
    await open();
    await expectRefreshAfterCartClick(env.server, () => items() === 1);
  });

  it('hands a legacy wc_fragment_refresh from jQuery to the fragments, and refreshes once', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    const $ = installJquery() as unknown as (target: unknown) => { trigger: (name: string) => void };
    await open();
    $(document.body).trigger('wc_fragment_refresh');
    await waitUntil(() => items() === 1, 'refreshed');
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('hands a native updated_wc_div to the fragments even with jQuery on the page, and refreshes once', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    installJquery();
    await open();
    document.body.dispatchEvent(new Event('updated_wc_div'));
    await waitUntil(() => items() === 1, 'refreshed');
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it("refreshes when another tab stores a cart hash, and ignores other tabs' other keys", async () => {
    env.server.on(REFRESH, { json: cartAnswer([TEE]) });
    await open();
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: cartAnswer([TEE]).cart_hash }));
    await waitUntil(() => items() === 1, 'refreshed');
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('empties a mini cart restored from the back/forward cache and refreshes it', async () => {
    const answer = env.server.hold(REFRESH, { json: cartAnswer([MUG, TEE]) });
    await open([MUG]);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitUntil(() => document.querySelector('.widget_shopping_cart_content')!.childElementCount === 0, 'emptied');
    answer();
    await waitUntil(() => items() === 2, 'refreshed');
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('stops waiting when asked', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    await open();
    stop();
    const clock = fakeDelays();
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: cartAnswer([MUG]).cart_hash }));
    document.body.dispatchEvent(new Event('wc_fragment_refresh'));
    setCookie('woocommerce_cart_hash', cartAnswer([MUG]).cart_hash);
    document.body.click();
    await clock.tick(1000);
    expect(env.server.sent(REFRESH)).to.have.length(0);
  });
});
