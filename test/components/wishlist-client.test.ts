import { expect, fixture } from '@open-wc/testing';
import { RequestError } from '../../core/http/request-errors.ts';
import { addToWishlist, mutateWishlist, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';
import { addToWishlistCall, WishlistRefusedError, wishlistCall } from '../../core/wishlist/wishlist-client.ts';
import { CHANGED_STORAGE_KEY, fetchWishlistCount } from '../../core/wishlist/wishlist-count-request.ts';
import { applyWishlistFragments, collectFragments } from '../../core/wishlist/wishlist-fragments.ts';
import { recordAlerts } from '../support/alerts.ts';
import { FakeServer } from '../support/fake-server.ts';
import { installJquery, isJqueryOf, recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { rejectionOf } from '../support/rejection.ts';
import { waitUntil } from '../support/wait-until.ts';

const L10N = {
  ajax_url: '/shop/wp-admin/admin-ajax.php',
  fragments_index_glue: '.',
  labels: { cookie_disabled: 'Cookies are needed for wishlists.' },
  actions: { add_to_wishlist_action: 'my_add', remove_from_all_wishlists: 'my_remove_all', load_fragments: 'my_load' },
  nonce: { add_to_wishlist_nonce: 'n-add', remove_from_all_wishlists_nonce: 'n-all', load_fragments_nonce: 'n-load' },
};

const BLOCK = (id: number, state = '<div class="yith-wcwl-add-button"><a class="add_to_wishlist" data-product-id="ID">Add</a></div>') =>
  `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options='{"product_id":${id},"item":"add_to_wishlist"}'>${state.replace('ID', String(id))}</div>`;

const setL10n = (value: unknown) => ((window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n = value);

describe('wishlist transport', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
    setL10n(L10N);
  });
  afterEach(() => {
    server.restore();
    removeJquery();
    delete (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n;
  });

  it("posts the l10n action and nonce with context=frontend, the fragments map nested as jQuery's $.param sent it", async () => {
    server.on('admin-ajax.php', { json: { result: 'true', message: 'Product added!', prod_id: 16, fragments: [] } });
    await addToWishlistCall({ add_to_wishlist: 16, fragments: { 'a.b': { product_id: 16, is_mobile: 'no' } } });
    const [request] = server.sent('/shop/wp-admin/admin-ajax.php');
    expect(request!.method).to.equal('POST');
    expect(request!.fields).to.deep.equal({
      add_to_wishlist: '16',
      'fragments[a.b][product_id]': '16',
      'fragments[a.b][is_mobile]': 'no',
      action: 'my_add',
      nonce: 'n-add',
      context: 'frontend',
    });
  });

  it("finds premium actions printed without the _action suffix, and takes an element's override first", async () => {
    server.on('admin-ajax.php', { json: { fragments: {} } });
    await wishlistCall('remove_from_all_wishlists', { prod_id: 3 });
    await wishlistCall('remove_from_all_wishlists', { prod_id: 3 }, { action: 'theme_remove_all' });
    await wishlistCall('save_title', { title: 'x' });
    expect(server.requests.map((request) => [request.fields['action'], request.fields['nonce']])).to.deep.equal([
      ['my_remove_all', 'n-all'],
      ['theme_remove_all', 'n-all'],
      ['save_title', ''],
    ]);
  });

  it("reads an add answer: 'exists' kept, any other result an error, a javascript: URL dropped, PHP's [] as no fragments", async () => {
    server.on('admin-ajax.php', {
      json: {
        result: 'exists',
        message: 'Already there',
        prod_id: 16,
        fragments: [],
        wishlist_url: 'javascript:alert(1)',
        user_wishlists: [{ id: 1, wishlist_name: 'Mine', default: true }],
      },
    });
    const exists = await addToWishlistCall({});
    expect(exists).to.deep.include({ result: 'exists', message: 'Already there', productId: '16', fragments: {}, wishlistUrl: '' });
    expect(exists.userWishlists).to.deep.equal([{ id: '1', name: 'Mine', isDefault: true, addToThisWishlistUrl: '' }]);
    server.on('admin-ajax.php', { json: { result: false } });
    expect((await addToWishlistCall({})).result).to.equal('error');
  });

  it("rejects WordPress's bare -1 as a refusal and an HTML error page as a typed request error", async () => {
    server.on('admin-ajax.php', { body: '-1', status: 200 });
    expect(await rejectionOf(wishlistCall('delete_item', { item_id: 1 }))).to.be.instanceOf(WishlistRefusedError);
    server.on('admin-ajax.php', { body: '<!DOCTYPE html><p>critical error</p>', status: 200 });
    const error = await rejectionOf(wishlistCall('delete_item', { item_id: 1 }));
    expect(error).to.be.instanceOf(RequestError);
    expect((error as RequestError).failure).to.equal('html');
  });

  it('GETs the count from the theme action and accepts only a plain number', async () => {
    setL10n({ ...L10N, update_wishlist_count_action: 'theme_update_wishlist_count' });
    server.on('update_wishlist_count', { body: ' 3\n' });
    expect(await fetchWishlistCount()).to.equal(3);
    const [request] = server.requests;
    expect(request!.method).to.equal('GET');
    expect(request!.url.pathname).to.equal('/shop/wp-admin/admin-ajax.php');
    expect(request!.url.searchParams.get('action')).to.equal('theme_update_wishlist_count');
    server.on('update_wishlist_count', { body: '{"count":3}' });
    expect(((await rejectionOf(fetchWishlistCount())) as RequestError).failure).to.equal('malformed');
  });

  it('with cookies disabled, alerts the configured label and sends nothing', async () => {
    const alerts = recordAlerts();
    Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
    try {
      const failed: string[] = [];
      document.addEventListener(
        'shop-wishlist-failed',
        (event) => failed.push((event as CustomEvent<{ message: string }>).detail.message),
        { once: true },
      );
      expect(await rejectionOf(addToWishlist({ productId: '16' }))).to.be.instanceOf(WishlistCookiesError);
      expect(await rejectionOf(mutateWishlist('delete_item', { item_id: 1 }))).to.be.instanceOf(WishlistCookiesError);
      expect(alerts.messages).to.deep.equal(['Cookies are needed for wishlists.', 'Cookies are needed for wishlists.']);
      expect(failed).to.deep.equal(['Cookies are needed for wishlists.']);
      expect(server.requests).to.have.length(0);
    } finally {
      delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
      alerts.restore();
    }
  });

  it('sends changes one at a time, in the order they were asked for', async () => {
    const log: string[] = [];
    const answer = server.hold('admin-ajax.php', (request) => {
      log.push(`sent ${request.fields['item_id']}`);
      return { json: { result: true, fragments: {} } };
    });
    const first = mutateWishlist('delete_item', { item_id: 1 }).then(() => log.push('answered 1'));
    const second = mutateWishlist('delete_item', { item_id: 2 }).then(() => log.push('answered 2'));
    await waitUntil(() => log.length > 0, 'the first change sent');
    // Held as long as the test likes, the first answer is what the second change waits for.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(log).to.deep.equal(['sent 1']);
    answer();
    await Promise.all([first, second]);
    expect(log).to.deep.equal(['sent 1', 'answered 1', 'sent 2', 'answered 2']);
  });

  it('keys fragments by class list without exists, and puts the returned block in place of every block of those classes', async () => {
    setL10n({ ...L10N, fragments_index_glue: '__' });
    const page = await fixture<HTMLElement>(`<div>${BLOCK(16)}${BLOCK(17)}</div>`);
    page.querySelector('.add-to-wishlist-16')!.classList.add('exists');
    const map = collectFragments();
    expect(Object.keys(map)).to.deep.equal([
      'yith-wcwl-add-to-wishlist__add-to-wishlist-16__wishlist-fragment__on-first-load',
      'yith-wcwl-add-to-wishlist__add-to-wishlist-17__wishlist-fragment__on-first-load',
    ]);
    expect(collectFragments({ productId: '17' })).to.deep.equal({
      'yith-wcwl-add-to-wishlist__add-to-wishlist-17__wishlist-fragment__on-first-load': { product_id: 17, item: 'add_to_wishlist' },
    });
    applyWishlistFragments({
      'yith-wcwl-add-to-wishlist__add-to-wishlist-16__wishlist-fragment__on-first-load': `<p>noise</p>${BLOCK(16, '<div class="yith-wcwl-wishlistaddedbrowse"><a href="/wishlist/">Browse</a></div>')}`,
    });
    expect(page.querySelectorAll('.add-to-wishlist-16')).to.have.length(1);
    expect(page.querySelector('.add-to-wishlist-16 .yith-wcwl-wishlistaddedbrowse')).to.exist;
    expect(page.querySelector('.add-to-wishlist-17 .add_to_wishlist')).to.exist;
    expect(page.textContent).not.to.include('noise');
  });

  it("sends the blocks tied to no product with one product's blocks (a widget or counter changes with it)", async () => {
    setL10n(L10N);
    const widget = `<div class="yith-wcwl-items-count wishlist-fragment" data-fragment-options='{"item":"counter"}'>2</div>`;
    await fixture<HTMLElement>(`<div>${BLOCK(16)}${BLOCK(17)}${widget}</div>`);
    expect(collectFragments({ productId: '17' })).to.deep.equal({
      'yith-wcwl-add-to-wishlist.add-to-wishlist-17.wishlist-fragment.on-first-load': { product_id: 17, item: 'add_to_wishlist' },
      'yith-wcwl-items-count.wishlist-fragment': { item: 'counter' },
    });
  });

  it("adds with the product's fragments: the data filter and shop-wishlist-add may change the body, then the legacy events and the block", async () => {
    const $ = installJquery();
    const legacy = recordLegacyEvents(['adding_to_wishlist', 'added_to_wishlist', 'yith_wcwl_fragments_replaced']);
    const page = await fixture<HTMLElement>(`<div>${BLOCK(16)}${BLOCK(17)}</div>`);
    const button = page.querySelector('.add-to-wishlist-16 .add_to_wishlist')!;
    (
      $(document) as unknown as {
        on(name: string, handler: (event: unknown, $button: unknown, data: Record<string, unknown>) => unknown): void;
      }
    ).on('yith_wcwl_add_to_wishlist_data', (_event, _button, data) => ({ ...data, from_filter: 'yes' }));
    page.addEventListener('shop-wishlist-add', (event) => (event.detail.data['from_event'] = 'yes'));
    const key = 'yith-wcwl-add-to-wishlist.add-to-wishlist-16.wishlist-fragment.on-first-load';
    server.on('admin-ajax.php', {
      json: {
        result: 'true',
        message: 'Product added!',
        prod_id: 16,
        fragments: { [key]: BLOCK(16, '<div class="yith-wcwl-wishlistaddedbrowse"><a href="/wishlist/">Browse</a></div>') },
      },
    });
    const changes: string[] = [];
    document.addEventListener('shop-wishlist-changed', (event) => changes.push((event as CustomEvent<{ call: string }>).detail.call), {
      once: true,
    });
    const added: string[] = [];
    page.addEventListener('shop-wishlist-added', (event) => added.push(`${event.detail.productId} ${event.detail.result}`));

    const answer = await addToWishlist({ productId: '16', button });

    expect(answer?.result).to.equal('true');
    const [request] = server.requests;
    expect(request!.fields).to.include({
      add_to_wishlist: '16',
      product_type: 'simple',
      wishlist_id: '',
      from_filter: 'yes',
      from_event: 'yes',
    });
    expect(Object.keys(request!.fields).filter((name) => name.startsWith('fragments'))).to.deep.equal([
      `fragments[${key}][product_id]`,
      `fragments[${key}][item]`,
    ]);
    expect(legacy.map((call) => call.name)).to.deep.equal(['adding_to_wishlist', 'yith_wcwl_fragments_replaced', 'added_to_wishlist']);
    const [$button, $wrap] = legacy[2]!.args;
    expect(isJqueryOf($button, button)).to.be.true;
    expect(isJqueryOf($wrap, page.querySelector('.add-to-wishlist-16')!)).to.be.true;
    expect(page.querySelector('.add-to-wishlist-16 .yith-wcwl-wishlistaddedbrowse')).to.exist;
    expect(added).to.deep.equal(['16 true']);
    expect(changes).to.deep.equal(['add_to_wishlist']);
    expect(Number(localStorage.getItem(CHANGED_STORAGE_KEY))).to.be.above(0);
  });

  it('sends nothing when a listener cancels shop-wishlist-add', async () => {
    const page = await fixture<HTMLElement>(`<div>${BLOCK(16)}</div>`);
    page.addEventListener('shop-wishlist-add', (event) => event.preventDefault());
    expect(await addToWishlist({ productId: '16', target: page })).to.equal(null);
    expect(server.requests).to.have.length(0);
  });

  it("reports a failed or refused change with the shopper's message and leaves the page's blocks alone", async () => {
    const page = await fixture<HTMLElement>(`<div>${BLOCK(16)}</div>`);
    const failures: string[] = [];
    page.addEventListener('shop-wishlist-failed', (event) => failures.push(`${event.detail.call}: ${event.detail.message}`));
    server.on('admin-ajax.php', { body: 'Internal Server Error', status: 500 });
    expect(await rejectionOf(mutateWishlist('delete_item', { item_id: 1 }, { target: page }))).to.be.instanceOf(RequestError);
    server.on('admin-ajax.php', { json: { result: false } });
    await rejectionOf(mutateWishlist('save_title', { title: 'x' }, { target: page }));
    expect(failures).to.deep.equal([
      'delete_item: The shop could not complete the request. Please try again.',
      'save_title: The wishlist could not be updated. Please try again.',
    ]);
    expect(page.querySelector('.add-to-wishlist-16 .add_to_wishlist')).to.exist;
  });
});
