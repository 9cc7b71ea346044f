import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import '../../elements/mini-cart/mini-cart.define.ts';
import { installJquery, recordLegacyEvents } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { applyFragments } from '../../core/cart/apply-fragments.ts';
import { cartSummaryAtom } from '../../core/state/cart-atoms.ts';
import { store } from '../../core/state/store.ts';
import { FRAGMENT_NAME, HASH_KEY, MUG, TEE, cartAnswer, headerCart, cartTestSetup } from '../support/cart-fixtures.ts';
import { expectRefreshAfterCartClick } from '../support/cart-click-recheck.ts';

const REFRESH = 'wc-ajax=get_refreshed_fragments';
const setCookie = (name: string, value: string) => (document.cookie = `${name}=${value}; path=/`);
const items = () => document.querySelectorAll('.woocommerce-mini-cart-item').length;
const cache = (lines: (typeof MUG)[], created = Date.now()) => {
  const answer = cartAnswer(lines);
  sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify(answer.fragments));
  sessionStorage.setItem(HASH_KEY, answer.cart_hash);
  sessionStorage.setItem('wc_cart_created', String(created));
  return answer;
};

describe('cart fragments (cart-fragments.js behaviour)', () => {
  const env = cartTestSetup();

  it('uses the session cache when its hash matches the cart-hash cookie: no request, wc_fragments_loaded', async () => {
    const answer = cache([MUG, TEE]);
    setCookie('woocommerce_cart_hash', answer.cart_hash);
    const calls = recordLegacyEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    const loaded = oneEvent(document.body, 'shop-cart-fragments-loaded');
    await mount(headerCart([], 'shop-mini-cart'));
    expect((await loaded).detail).to.deep.equal({ source: 'cache', cartHash: answer.cart_hash });
    expect(items()).to.equal(2);
    expect(env.server.sent(REFRESH)).to.have.length(0);
    expect(calls.map((call) => call.name)).to.deep.equal(['wc_fragments_loaded']);
  });

  it('refreshes when the cookie names another cart, then stores fragments and hash in both storages', async () => {
    cache([MUG]);
    const fresh = cartAnswer([MUG, TEE]);
    setCookie('woocommerce_cart_hash', fresh.cart_hash);
    env.server.on(REFRESH, { json: fresh });
    const calls = recordLegacyEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
    const loaded = oneEvent(document.body, 'shop-cart-fragments-loaded');
    await mount(headerCart([], 'shop-mini-cart'));
    expect((await loaded).detail.source).to.equal('refresh');
    const [request] = env.server.sent(REFRESH);
    expect(request!.method).to.equal('POST');
    expect(Number(request!.fields['time'])).to.be.closeTo(Date.now(), 5000);
    expect(items()).to.equal(2);
    expect(sessionStorage.getItem(HASH_KEY)).to.equal(fresh.cart_hash);
    expect(localStorage.getItem(HASH_KEY)).to.equal(fresh.cart_hash);
    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).to.deep.equal(fresh.fragments);
    expect(calls.map((call) => call.name)).to.deep.equal(['wc_fragments_refreshed']);
  });

  it('applies a refresh whose 6 MB fragment the session storage cannot hold, and forgets the old cache', async () => {
    cache([MUG]);
    const fresh = cartAnswer([MUG, TEE]);
    setCookie('woocommerce_cart_hash', fresh.cart_hash);
    env.server.on(REFRESH, {
      json: { ...fresh, fragments: { ...fresh.fragments, 'div.shop-test-banner': `<div>${'x'.repeat(6_000_000)}</div>` } },
    });
    const calls = recordLegacyEvents(['wc_fragments_refreshed', 'wc_fragments_ajax_error']);
    const loaded = oneEvent(document.body, 'shop-cart-fragments-loaded');
    await mount(headerCart([], 'shop-mini-cart'));
    expect((await loaded).detail.source).to.equal('refresh');
    expect(calls.map((call) => call.name)).to.deep.equal(['wc_fragments_refreshed']);
    expect(items()).to.equal(2);
    expect(sessionStorage.getItem(FRAGMENT_NAME)).to.equal(null);
    expect(sessionStorage.getItem(HASH_KEY)).to.equal(null);
  });

  it('refreshes when the cache is older than 24 hours', async () => {
    const answer = cache([MUG], Date.now() - 25 * 3600 * 1000);
    setCookie('woocommerce_cart_hash', answer.cart_hash);
    env.server.on(REFRESH, { json: answer });
    await mount(headerCart([], 'shop-mini-cart'));
    await waitUntil(() => env.server.sent(REFRESH).length === 1);
  });

  it('loads nothing without the cart-hash cookie, and rechecks 1 s after a click', async () => {
    await mount(headerCart([], 'shop-mini-cart'));
    await expectRefreshAfterCartClick(env.server, () => items() === 1);
  });

  it('honours the legacy wc_fragment_refresh and updated_wc_div, from jQuery or natively', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    const $ = installJquery() as unknown as (target: unknown) => { trigger: (name: string) => void };
    const element = await mount(headerCart([], 'shop-mini-cart'));
    $(document.body).trigger('wc_fragment_refresh');
    await waitUntil(() => env.server.sent(REFRESH).length === 1);
    const loaded = oneEvent(document.body, 'shop-cart-fragments-loaded');
    document.body.dispatchEvent(new Event('updated_wc_div'));
    await loaded;
    await element.updateComplete;
    expect(env.server.sent(REFRESH), 'one refresh per trigger').to.have.length(2);
  });

  it('refreshes when another tab stores a different cart hash', async () => {
    env.server.on(REFRESH, { json: cartAnswer([TEE]) });
    await mount(headerCart([], 'shop-mini-cart'));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: HASH_KEY, newValue: cartAnswer([TEE]).cart_hash }));
    await waitUntil(() => items() === 1);
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('empties the restored mini cart and refreshes after a back/forward-cache restore', async () => {
    const answer = env.server.hold(REFRESH, { json: cartAnswer([MUG, TEE]) });
    await mount(headerCart([MUG], 'shop-mini-cart'));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(items(), 'a fresh page load keeps the mini cart').to.equal(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.querySelector('.widget_shopping_cart_content')!.childElementCount).to.equal(0);
    answer();
    await waitUntil(() => items() === 2);
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });

  it('fires wc_fragments_ajax_error when the refresh fails, keeping the mini cart as it was', async () => {
    setCookie('woocommerce_cart_hash', 'abc');
    env.server.on(REFRESH, { body: '<html>error</html>', status: 500 });
    const calls = recordLegacyEvents(['wc_fragments_ajax_error']);
    const failed = oneEvent(document.body, 'shop-cart-fragments-failed');
    await mount(headerCart([MUG], 'shop-mini-cart'));
    await failed;
    expect(calls).to.have.length(1);
    expect(items()).to.equal(1);
  });

  it('shares one waiting refresh between requests made before it starts', async () => {
    env.server.on(REFRESH, { json: cartAnswer([MUG]) });
    const element = await mount(headerCart([], 'shop-mini-cart'));
    const loaded = oneEvent(document.body, 'shop-cart-fragments-loaded');
    for (let i = 0; i < 3; i++) document.body.dispatchEvent(new Event('wc_fragment_refresh'));
    await loaded;
    await element.updateComplete;
    expect(items()).to.equal(1);
    expect(env.server.sent(REFRESH)).to.have.length(1);
  });
});

describe('applying fragments', () => {
  cartTestSetup();

  it('leaves a block that already matches its fragment in place, keeping focus inside it', async () => {
    const answer = cartAnswer([MUG]);
    await mount(headerCart([MUG], 'shop-mini-cart'));
    const content = document.querySelector('.widget_shopping_cart_content')!;
    applyFragments({ 'div.widget_shopping_cart_content': answer.fragments['div.widget_shopping_cart_content'] }, answer.cart_hash);
    expect(document.querySelector('.widget_shopping_cart_content')).to.equal(content);
    applyFragments(cartAnswer([MUG, TEE]).fragments, 'other');
    expect(document.querySelector('.widget_shopping_cart_content')).not.to.equal(content);
    expect(items()).to.equal(2);
  });

  it('replaces every block a selector names, and skips a key that is not a selector', async () => {
    await mount(`<div class="count-a">0</div><div class="count-a">0</div>${headerCart([], 'shop-mini-cart')}`, 'shop-mini-cart');
    applyFragments({ 'div.count-a': '<div class="count-a">3</div>', '!!not a selector': '<p>x</p>' }, 'h');
    expect([...document.querySelectorAll('.count-a')].map((el) => el.textContent)).to.deep.equal(['3', '3']);
  });
});

describe('the cart summary', () => {
  cartTestSetup();

  it('starts from the server-rendered header and follows every applied fragment', async () => {
    await mount(headerCart([{ ...MUG, quantity: 2 }, TEE], 'shop-mini-cart'));
    expect(store.get(cartSummaryAtom).itemCount).to.equal(3);
    applyFragments(cartAnswer([TEE]).fragments, cartAnswer([TEE]).cart_hash);
    expect(store.get(cartSummaryAtom)).to.deep.equal({
      itemCount: 1,
      hash: cartAnswer([TEE]).cart_hash,
      fragments: cartAnswer([TEE]).fragments,
    });
  });
});
