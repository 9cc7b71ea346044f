import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import '../../elements/add-to-cart/add-to-cart.define.ts';
import { cartMutations } from '../../core/http/serial-queue.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { cartSummaryAtom } from '../../core/state/cart-atoms.ts';
import { store } from '../../core/state/store.ts';
import { installJquery, isJqueryOf, recordLegacyEvents } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import {
  FRAGMENT_NAME,
  HASH_KEY,
  MUG,
  TEE,
  cartAnswer,
  headerCart,
  spoken,
  setCartParams,
  cartTestSetup,
} from '../support/cart-fixtures.ts';

const listing = (attributes = 'data-product_id="16" data-product_sku="MUG-1" data-quantity="1"', classes = 'ajax_add_to_cart') => `
  ${headerCart()}
  <ul class="products"><li class="product">
    <shop-add-to-cart><a href="#add-to-cart-16" ${attributes} class="button product_type_simple add_to_cart_button ${classes}"
      aria-label="Add to cart: &ldquo;Test Mug&rdquo;" rel="nofollow" role="button"
      data-success_message="&ldquo;Test Mug&rdquo; has been added to your cart">Add to cart</a></shop-add-to-cart>
  </li></ul>`;

const ADD = 'wc-ajax=add_to_cart';
const buttonOf = (element: HTMLElement) => element.querySelector<HTMLAnchorElement>('.add_to_cart_button')!;
const errorOf = (element: HTMLElement) => element.querySelector('.shop-add-to-cart__error');

describe('<shop-add-to-cart> on a listing button', () => {
  const env = cartTestSetup();

  it('posts every data attribute to the wc-ajax add_to_cart URL, loading then added, with a View cart link', async () => {
    const answer = env.server.hold(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(listing(), 'shop-add-to-cart');
    const button = buttonOf(element);
    button.click();
    expect(button).to.have.class('loading');
    expect(button).to.have.attribute('aria-busy', 'true');
    await expect(element).to.be.accessible();
    answer();
    await oneEvent(element, 'shop-cart-added');
    await waitUntil(() => !button.classList.contains('loading'));
    const [request] = env.server.sent(ADD);
    expect(request!.method).to.equal('POST');
    expect(request!.url.pathname + request!.url.search).to.equal('/shop/?wc-ajax=add_to_cart');
    expect(request!.fields).to.deep.equal({
      product_id: '16',
      product_sku: 'MUG-1',
      quantity: '1',
      success_message: '“Test Mug” has been added to your cart',
    });
    expect(button).to.have.class('added');
    expect(button).not.to.have.attribute('aria-busy');
    const link = button.nextElementSibling as HTMLAnchorElement;
    expect(link.className).to.equal('added_to_cart wc-forward');
    expect(link.href).to.equal(`${location.origin}/cart/`);
    expect(link).to.have.text('View cart');
    expect(link.title).to.equal('View cart');
    await expect(element).to.be.accessible();
  });

  it('replaces the blocks the fragments name, stores them for the session and announces the success message', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG, TEE]) });
    const element = await mount(listing(), 'shop-add-to-cart');
    buttonOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).to.have.length(2);
    expect(document.querySelector('a.cart-contents .count')).to.have.text('2 items');
    expect(store.get(cartSummaryAtom).itemCount).to.equal(2);
    expect(JSON.parse(sessionStorage.getItem(FRAGMENT_NAME)!)).to.deep.equal(cartAnswer([MUG, TEE]).fragments);
    expect(sessionStorage.getItem(HASH_KEY)).to.equal(cartAnswer([MUG, TEE]).cart_hash);
    expect(localStorage.getItem(HASH_KEY)).to.equal(cartAnswer([MUG, TEE]).cart_hash);
    expect(await spoken('“Test Mug” has been added to your cart')).to.equal('“Test Mug” has been added to your cart');
  });

  it('fires the legacy events in order with their arguments, and a native event carrying the sku for analytics', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const calls = recordLegacyEvents(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded']);
    const element = await mount(listing(), 'shop-add-to-cart');
    const button = buttonOf(element);
    button.click();
    const added = await oneEvent(element, 'shop-cart-added');
    expect(added.bubbles && added.composed).to.be.true;
    expect(added.detail).to.include({
      productId: '16',
      sku: 'MUG-1',
      analyticsId: 'MUG-1',
      quantity: 1,
      cartHash: cartAnswer([MUG]).cart_hash,
    });
    expect(calls.map((call) => call.name)).to.deep.equal([
      'adding_to_cart',
      'added_to_cart',
      'wc_cart_button_updated',
      'wc_fragments_loaded',
    ]);
    const [adding, addedCall, updated] = calls;
    expect(isJqueryOf(adding!.args[0], button)).to.be.true;
    expect(adding!.args[1]).to.include({ product_id: '16' });
    expect(addedCall!.args[0]).to.deep.equal(cartAnswer([MUG]).fragments);
    expect(addedCall!.args[1]).to.equal(cartAnswer([MUG]).cart_hash);
    expect(isJqueryOf(addedCall!.args[2], button)).to.be.true;
    expect(isJqueryOf(updated!.args[0], button)).to.be.true;
  });

  it('still updates, announces and opens the cart when a 6 MB fragment overflows the session storage', async () => {
    const stale = cartAnswer([MUG]);
    sessionStorage.setItem(FRAGMENT_NAME, JSON.stringify(stale.fragments));
    sessionStorage.setItem(HASH_KEY, stale.cart_hash);
    const answer = cartAnswer([MUG, TEE]);
    env.server.on(ADD, {
      json: { ...answer, fragments: { ...answer.fragments, 'div.shop-test-banner': `<div>${'x'.repeat(6_000_000)}</div>` } },
    });
    const calls = recordLegacyEvents(['wc_fragments_loaded']);
    const element = await mount(listing(), 'shop-add-to-cart');
    const revealed = oneEvent(document, 'shop-cart-revealed');
    buttonOf(element).click();
    await revealed;
    expect(calls.map((call) => call.name)).to.deep.equal(['wc_fragments_loaded']);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).to.have.length(2);
    expect(await spoken('“Test Mug” has been added to your cart')).to.equal('“Test Mug” has been added to your cart');
    expect(sessionStorage.getItem(FRAGMENT_NAME), 'no fragments kept under a hash they do not match').to.equal(null);
    expect(sessionStorage.getItem(HASH_KEY)).to.equal(null);
    expect(localStorage.getItem(HASH_KEY), 'other tabs still hear of the change').to.equal(answer.cart_hash);
  });

  it('uses the product id for analytics when the product has no sku', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(listing('data-product_id="16" data-product_sku="" data-quantity="2"'), 'shop-add-to-cart');
    buttonOf(element).click();
    const added = await oneEvent(element, 'shop-cart-added');
    expect(added.detail).to.include({ analyticsId: '16', quantity: 2 });
  });

  it('sends what adding_to_cart listeners put into the data, and what the theme set with jQuery .data()', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const $ = installJquery() as unknown as (target: unknown) => { on: Function; data: Function };
    $(document.body).on('adding_to_cart', (_event: unknown, _$button: unknown, data: Record<string, string>) => {
      data['remove_from_wishlist_after_add_to_cart'] = '7';
      data['wishlist_id'] = '3';
    });
    const element = await mount(listing(), 'shop-add-to-cart');
    $(buttonOf(element)).data('theme_field', 'x');
    buttonOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.server.sent(ADD)[0]!.fields).to.include({ remove_from_wishlist_after_add_to_cart: '7', wishlist_id: '3', theme_field: 'x' });
  });

  it('sends nothing when should_send_ajax_request.adding_to_cart returns false, and says so with ajax_request_not_sent', async () => {
    const calls = recordLegacyEvents(['ajax_request_not_sent.adding_to_cart', 'adding_to_cart']);
    const $ = installJquery() as unknown as (target: unknown) => { on: Function };
    $(document.body).on('should_send_ajax_request.adding_to_cart', () => false);
    const element = await mount(listing(), 'shop-add-to-cart');
    const button = buttonOf(element);
    button.click();
    await waitUntil(() => !button.classList.contains('loading'));
    expect(env.server.sent(ADD)).to.have.length(0);
    expect(calls.map((call) => call.name)).to.deep.equal(['ajax_request_not_sent.adding_to_cart']);
    expect(calls[0]!.args.slice(0, 2)).to.deep.equal([false, false]);
    expect(isJqueryOf(calls[0]!.args[2], button)).to.be.true;
  });

  it('sends nothing when a listener cancels the native shop-cart-add event', async () => {
    const element = await mount(listing(), 'shop-add-to-cart');
    element.addEventListener('shop-cart-add', (event) => event.preventDefault(), { once: true });
    const dispatched = oneEvent(element, 'shop-cart-add');
    buttonOf(element).click();
    const adding = await dispatched;
    expect(adding.cancelable).to.be.true;
    expect(adding.detail.productId).to.equal('16');
    await element.updateComplete;
    expect(env.server.sent(ADD)).to.have.length(0);
    expect(buttonOf(element)).not.to.have.class('loading');
  });

  it('leaves a button without the ajax class or without a product id to be followed as a link', async () => {
    const followed: boolean[] = [];
    // Records whether the link would be followed, then keeps the test page where it is.
    const observe = (event: Event): void => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    for (const markup of [listing('data-product_id="11"', ''), listing('data-quantity="1"')]) {
      const element = await mount(markup, 'shop-add-to-cart');
      buttonOf(element).click();
    }
    document.removeEventListener('click', observe);
    expect(followed).to.deep.equal([true, true]);
    expect(env.server.requests).to.have.length(0);
  });

  it('sends the shopper to product_url when the server refuses the add', async () => {
    env.server.on(ADD, { json: { error: true, product_url: `${location.origin}/product/test-mug/` } });
    const element = await mount(listing(), 'shop-add-to-cart');
    const calls = recordLegacyEvents(['added_to_cart']);
    buttonOf(element).click();
    const failed = await oneEvent(element, 'shop-cart-add-failed');
    expect(failed.detail.productId).to.equal('16');
    await waitUntil(() => env.navigation.urls.length === 1);
    expect(env.navigation.urls).to.deep.equal([`${location.origin}/product/test-mug/`]);
    expect(calls).to.have.length(0);
    await waitUntil(() => !buttonOf(element).classList.contains('loading'));
  });

  it('never follows a product_url that is not http(s) on this site, and says the add failed instead', async () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/phish']) {
      env.server.on(ADD, { json: { error: true, product_url: url } });
      const element = await mount(listing(), 'shop-add-to-cart');
      buttonOf(element).click();
      await waitUntil(() => errorOf(element));
      expect(errorOf(element)).to.have.text('Sorry, this product could not be added to your cart.');
    }
    expect(env.navigation.urls).to.deep.equal([]);
  });

  const failures: Array<[string, Parameters<typeof env.server.on>[1], string]> = [
    [
      'an HTTP 500',
      { body: 'Internal Server Error', status: 500, contentType: 'text/plain' },
      'The shop could not complete the request. Please try again.',
    ],
    ['an empty body', { body: '' }, 'The shop sent an empty answer. Please try again.'],
    [
      'an HTML error page',
      { body: '<!DOCTYPE html><html><body>Critical error</body></html>' },
      'The shop answered with an error page. Please try again.',
    ],
    [
      'malformed JSON',
      { body: '{"fragments": {', contentType: 'application/json' },
      'The shop sent an answer that could not be read. Please try again.',
    ],
    ['JSON that is not a cart', { json: 'ok' }, 'The shop sent an answer that could not be read. Please try again.'],
  ];
  for (const [name, reply, message] of failures) {
    it(`ends loading with a visible message on ${name}`, async () => {
      env.server.on(ADD, reply);
      const element = await mount(listing(), 'shop-add-to-cart');
      const button = buttonOf(element);
      button.click();
      const failed = await oneEvent(element, 'shop-cart-add-failed');
      expect(failed.detail.message).to.equal(message);
      await waitUntil(() => errorOf(element));
      expect(errorOf(element)).to.have.text(message);
      expect(errorOf(element)).to.have.attribute('role', 'alert');
      await waitUntil(() => !button.classList.contains('loading'));
      expect(button).not.to.have.class('added');
      expect(button.parentElement!.querySelector('.added_to_cart')).to.equal(null);
      await expect(element).to.be.accessible();
    });
  }

  it('ends loading with a visible message when the server never answers', async function () {
    this.timeout(15_000);
    env.server.on(ADD, { hang: true });
    const element = await mount(listing(), 'shop-add-to-cart');
    buttonOf(element).click();
    await waitUntil(() => errorOf(element), 'no timeout message', { timeout: 12_000 });
    expect(errorOf(element)).to.have.text('The shop took too long to answer. Please try again.');
    expect(buttonOf(element)).not.to.have.class('loading');
  });

  it('sends rapid clicks one at a time in click order and stays loading until the last answer', async () => {
    const answerWithCount = () => ({ json: cartAnswer([{ ...MUG, quantity: env.server.sent(ADD).length }]) });
    let answer = env.server.hold(ADD, answerWithCount);
    const element = await mount(listing(), 'shop-add-to-cart');
    const button = buttonOf(element);
    button.click();
    button.click();
    button.click();
    for (const sent of [1, 2, 3]) {
      await waitUntil(() => env.server.sent(ADD).length === sent, `request ${sent} sent`);
      await element.updateComplete;
      expect(env.server.sent(ADD), 'the next waits for this answer').to.have.length(sent);
      expect(button).to.have.class('loading');
      const current = answer;
      answer = env.server.hold(ADD, answerWithCount);
      current();
    }
    await waitUntil(() => !button.classList.contains('loading'), 'loading ends with the last answer');
    expect(document.querySelector('.woocommerce-mini-cart-item .quantity')!.textContent).to.match(/^3 ×/);
    expect(button.parentElement!.querySelectorAll('.added_to_cart')).to.have.length(1);
  });

  it('goes to the cart instead when cart_redirect_after_add is "yes", without added_to_cart', async () => {
    setCartParams({ cart_redirect_after_add: 'yes' });
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const calls = recordLegacyEvents(['added_to_cart']);
    const element = await mount(listing(), 'shop-add-to-cart');
    buttonOf(element).click();
    await waitUntil(() => env.navigation.urls.length === 1);
    expect(env.navigation.urls).to.deep.equal([`${location.origin}/cart/`]);
    expect(calls).to.have.length(0);
  });

  it('lets attributes override the params: no redirect, no View cart link on the cart page, own link text', async () => {
    setCartParams({ cart_redirect_after_add: 'yes' });
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(
      listing().replace('<shop-add-to-cart>', '<shop-add-to-cart redirect-after-add="no" is-cart>'),
      'shop-add-to-cart',
    );
    buttonOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.navigation.urls).to.deep.equal([]);
    expect(element.querySelector('.added_to_cart')).to.equal(null);

    const other = await mount(
      listing().replace('<shop-add-to-cart>', '<shop-add-to-cart redirect-after-add="no" view-cart-text="See your bag">'),
      'shop-add-to-cart',
    );
    buttonOf(other).click();
    await oneEvent(other, 'shop-cart-added');
    expect(other.querySelector('.added_to_cart')).to.have.text('See your bag');
  });

  it('adds once per click when the button sits inside two nested elements', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const outer = await mount(
      listing()
        .replace('<shop-add-to-cart>', '<shop-add-to-cart><shop-add-to-cart>')
        .replace('</shop-add-to-cart>', '</shop-add-to-cart></shop-add-to-cart>'),
      'shop-add-to-cart',
    );
    const inner = outer.querySelector<ShopElement>('shop-add-to-cart')!;
    await inner.updateComplete;
    buttonOf(outer).click();
    // The add path's code arrives with the first add: the add is queued right after its cancelable event.
    await oneEvent(outer, 'shop-cart-add');
    expect(cartMutations.size, 'adds queued by the click').to.equal(1);
    await oneEvent(outer, 'shop-cart-added');
    await waitUntil(() => cartMutations.size === 0);
    expect(env.server.sent(ADD)).to.have.length(1);
  });

  it('speaks a hostile success message as text and never inserts its markup', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(listing(), 'shop-add-to-cart');
    buttonOf(element).dataset['success_message'] = '<img src=x onerror="window.__hacked=1">Added';
    buttonOf(element).click();
    const hostile = '<img src=x onerror="window.__hacked=1">Added';
    expect(await spoken(hostile)).to.equal(hostile);
    expect(document.querySelector('.shop-live-region img')).to.equal(null);
    expect((window as unknown as { __hacked?: number }).__hacked).to.equal(undefined);
  });
});
