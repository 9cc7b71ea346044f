import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../../elements/wishlist-button/wishlist-button.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { markExisting } from '../../elements/wishlist-button/wishlist-block.ts';
import { FakeServer, type Reply } from '../support/fake-server.ts';
import { mount } from '../support/mount.ts';

const L10N = { ajax_url: '/wp-admin/admin-ajax.php', nonce: { add_to_wishlist_nonce: 'n-add' }, actions: {}, labels: {} };

const ADD = (id: string) =>
  `<div class="yith-wcwl-add-button"><a href="?add_to_wishlist=${id}" class="add_to_wishlist single_add_to_wishlist" data-product-id="${id}" data-product-type="variable" rel="nofollow">Add to wishlist</a></div>`;
const ADDED =
  '<div class="yith-wcwl-wishlistaddedbrowse"><span class="feedback">Product added!</span> <a href="/wishlist/" rel="nofollow">Browse wishlist</a></div>';
const REMOVE = (id: string) =>
  `<div class="yith-wcwl-wishlistexistsbrowse"><a href="?remove_from_wishlist=${id}" class="delete_item" data-item-id="91" data-product-id="${id}">Remove from list</a></div>`;
const BLOCK = (id: string, state = ADD(id), exists = false) =>
  `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id}${exists ? ' exists' : ''} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options='{"product_id":${id},"item":"add_to_wishlist"}'>${state}</div>`;
const KEY = (id: string) => `yith-wcwl-add-to-wishlist.add-to-wishlist-${id}.wishlist-fragment.on-first-load`;

const toggle = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('button.shop-wishlist-button__toggle')!;
const message = (element: HTMLElement) => element.querySelector('.shop-wishlist-button__message')?.textContent ?? '';
const live = () => document.querySelector('.shop-live-region')?.textContent ?? '';

describe('<shop-wishlist-button>', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
    (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n = L10N;
  });
  afterEach(() => {
    server.restore();
    delete (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n;
  });

  const mountButton = (block = BLOCK('16'), attributes = 'product-name="Classic Tee"') =>
    mount<ShopElement>(`<shop-wishlist-button ${attributes}>${block}</shop-wishlist-button>`, 'shop-wishlist-button');

  it('is a toggle button named after the product, not pressed while the product is in no wishlist', async () => {
    const element = await mountButton();
    expect(toggle(element).getAttribute('aria-pressed')).to.equal('false');
    expect(toggle(element).getAttribute('aria-label')).to.equal('Add “Classic Tee” to wishlist');
    expect(element.hasAttribute('upgraded')).to.be.true;
    await expect(element).to.be.accessible();
  });

  it('is pressed when the block is marked existing or shows a browse or remove link', async () => {
    for (const block of [BLOCK('16', '', true), BLOCK('16', ADDED), BLOCK('16', REMOVE('16'))]) {
      const element = await mountButton(block);
      expect(toggle(element).getAttribute('aria-pressed'), block).to.equal('true');
      element.remove();
    }
  });

  it('adds the product: loading while the call runs, then the returned block, pressed, wishlist-added, announced', async () => {
    server.on('admin-ajax.php', {
      json: { result: 'true', message: 'Product added!', prod_id: 16, fragments: { [KEY('16')]: BLOCK('16', ADDED, true) } },
    });
    const element = await mountButton();
    const classes: string[] = [];
    const observer = new MutationObserver(() => classes.push(element.className));
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    toggle(element).focus();
    toggle(element).click();
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true', 'pressed after the add');
    observer.disconnect();
    expect(
      classes.some((names) => names.includes('loading')),
      'loading while the call ran',
    ).to.be.true;
    const [request] = server.requests;
    expect(request!.fields).to.include({
      action: 'add_to_wishlist',
      nonce: 'n-add',
      context: 'frontend',
      add_to_wishlist: '16',
      product_type: 'variable',
    });
    expect(element.classList.contains('loading')).to.be.false;
    expect(element.classList.contains('wishlist-added')).to.be.true;
    expect(element.querySelector('.yith-wcwl-wishlistaddedbrowse')).to.exist;
    await waitUntil(() => live() === '“Classic Tee” was added to your wishlist.');
    expect(document.activeElement, 'focus stays on the toggle while the block is replaced').to.equal(toggle(element));
  });

  it('shows the press as busy in the next frame, before the add is prepared and announced to listeners', async () => {
    server.on('admin-ajax.php', { json: { result: 'true', fragments: { [KEY('16')]: BLOCK('16', ADDED, true) } } });
    const element = await mountButton();
    const adds: string[] = [];
    const onAdd = (event: Event) => adds.push((event as CustomEvent<{ productId: string }>).detail.productId);
    document.addEventListener('shop-wishlist-add', onAdd);
    toggle(element).click();
    const inNextFrame = await new Promise<{ loading: boolean; adds: number }>((resolve) =>
      requestAnimationFrame(() => resolve({ loading: element.classList.contains('loading'), adds: adds.length })),
    );
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true', 'pressed after the add');
    document.removeEventListener('shop-wishlist-add', onAdd);
    expect(inNextFrame, 'busy painted first, the add prepared after that paint').to.deep.equal({ loading: true, adds: 0 });
    expect(adds).to.deep.equal(['16']);
    expect(server.requests).to.have.length(1);
  });

  it('removes the YITH add link after a true answer whose fragments did not, unless multi-wishlist keeps it', async () => {
    const block = document.createElement('div');
    block.innerHTML = BLOCK('16');
    markExisting(block.firstElementChild);
    expect(block.querySelector('.exists .yith-wcwl-add-button')).to.equal(null);
    (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n = { ...L10N, multi_wishlist: '1', hide_add_button: '' };
    block.innerHTML = BLOCK('16');
    markExisting(block.firstElementChild);
    expect(block.querySelector('.exists .yith-wcwl-add-button')).to.exist;
  });

  it('goes to the wishlist page when the product is already in it and the block offers no removal', async () => {
    const element = await mountButton(BLOCK('16', ADDED, true));
    const urls: string[] = [];
    const stay = (event: CustomEvent<{ url: string }>) => {
      urls.push(event.detail.url);
      event.preventDefault();
    };
    document.addEventListener('shop-navigate', stay as EventListener);
    toggle(element).click();
    document.removeEventListener('shop-navigate', stay as EventListener);
    expect(urls).to.deep.equal([new URL('/wishlist/', location.href).href]);
    expect(server.requests).to.have.length(0);
  });

  it("removes the product when the block shows YITH's remove link, and is no longer pressed", async () => {
    server.on('admin-ajax.php', { json: { fragments: { [KEY('16')]: BLOCK('16') } } });
    const element = await mountButton(BLOCK('16', REMOVE('16'), true));
    const removed: string[] = [];
    element.addEventListener('shop-wishlist-removed', (event) => removed.push(event.detail.productId));
    toggle(element).click();
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'false');
    expect(server.requests[0]!.fields).to.include({ action: 'remove_from_wishlist', remove_from_wishlist: '91' });
    expect(removed).to.deep.equal(['16']);
    await waitUntil(() => live() === '“Classic Tee” was removed from your wishlist.');
  });

  it("shows the server's message with the error mark for an error result, and stops loading", async () => {
    server.on('admin-ajax.php', { json: { result: 'error', message: 'An error occurred while adding the products to the wishlist.' } });
    const element = await mountButton();
    toggle(element).click();
    await waitUntil(() => message(element) !== '');
    expect(message(element)).to.equal('An error occurred while adding the products to the wishlist.');
    expect(element.querySelector('.shop-wishlist-button__message--error')).to.exist;
    expect(element.classList.contains('loading')).to.be.false;
    expect(toggle(element).getAttribute('aria-pressed')).to.equal('false');
    await waitUntil(() => live() === 'An error occurred while adding the products to the wishlist.');
  });

  it('shows a clear message when the call fails, never left loading', async () => {
    server.on('admin-ajax.php', { hang: true });
    server.on('admin-ajax.php', { body: 'Internal Server Error', status: 500 });
    const element = await mountButton();
    toggle(element).click();
    await waitUntil(() => message(element) !== '');
    expect(message(element)).to.equal('The shop could not complete the request. Please try again.');
    expect(element.classList.contains('loading')).to.be.false;
    expect(element.querySelector('.add_to_wishlist')).to.exist;
  });

  it('after a failed answer asks for the block again, so the toggle shows what the server holds (the add went through)', async () => {
    server.on('admin-ajax.php', (request) =>
      request.fields['action'] === 'load_fragments'
        ? { json: { fragments: { [KEY('16')]: BLOCK('16', ADDED, true) } } }
        : { body: '{"result":"tr', contentType: 'application/json' },
    );
    const element = await mountButton();
    toggle(element).click();
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true', 'the server state is shown');
    expect(message(element)).to.equal('The shop sent an answer that could not be read. Please try again.');
    expect(server.requests.map((request) => request.fields['action'])).to.deep.equal(['add_to_wishlist', 'load_fragments']);
  });

  it('follows the chosen variation: the block names it and its state is loaded; a reset returns to the parent', async () => {
    server.on('admin-ajax.php', (request) => {
      const id = request.fields[`fragments[${KEY('21')}][product_id]`] ?? request.fields[`fragments[${KEY('16')}][product_id]`] ?? '';
      return { json: { fragments: id === '21' ? { [KEY('21')]: BLOCK('21', ADDED, true) } : { [KEY('16')]: BLOCK('16') } } };
    });
    const element = await mountButton(BLOCK('16'), 'product-id="16" product-name="Tee"');
    element.setAttribute('product-id', '21');
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true', 'the variation is in the wishlist');
    expect(server.requests[0]!.fields).to.include({ action: 'load_fragments', [`fragments[${KEY('21')}][product_id]`]: '21' });
    expect(element.querySelector('.add-to-wishlist-21')).to.exist;
    element.setAttribute('product-id', '16');
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'false', 'the parent is not');
    expect(element.querySelector('.add-to-wishlist-16 .add_to_wishlist')).to.exist;
  });

  it('keeps the added state when the refresh sent on choosing a variation answers after the add (its older state is asked for again)', async () => {
    let releaseRefresh = (_reply: Reply): void => undefined;
    const heldRefresh = new Promise<Reply>((resolve) => (releaseRefresh = resolve));
    let loads = 0;
    server.on('admin-ajax.php', (request) => {
      if (request.fields['action'] === 'add_to_wishlist')
        return { json: { result: 'true', message: 'Product added!', prod_id: 21, fragments: { [KEY('21')]: BLOCK('21', ADDED, true) } } };
      // The first refresh is held; the server holds the variation by the time any later one arrives.
      return ++loads === 1 ? heldRefresh : { json: { fragments: { [KEY('21')]: BLOCK('21', ADDED, true) } } };
    });
    const element = await mountButton(BLOCK('16'), 'product-id="16" product-name="Tee"');
    element.setAttribute('product-id', '21');
    await waitUntil(() => server.sent('admin-ajax.php').length === 1, 'the variation is refreshed');
    toggle(element).click();
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true', 'pressed after the add');
    const loaded = new Promise((resolve) => document.addEventListener('shop-wishlist-fragments-loaded', resolve, { once: true }));
    // The refresh the server answered before the add arrives last.
    releaseRefresh({ json: { fragments: { [KEY('21')]: BLOCK('21') } } });
    await loaded;
    expect(toggle(element).getAttribute('aria-pressed'), 'the stale refresh did not undo the add').to.equal('true');
    expect(element.querySelector('.add-to-wishlist-21 .yith-wcwl-wishlistaddedbrowse')).to.exist;
    expect(server.requests.map((request) => request.fields['action'])).to.deep.equal([
      'load_fragments',
      'add_to_wishlist',
      'load_fragments',
    ]);
  });

  it("handles a click on YITH's own add link (a click replayed from before the code arrived) as the toggle", async () => {
    server.on('admin-ajax.php', {
      json: { result: 'true', message: 'Product added!', prod_id: 16, fragments: { [KEY('16')]: BLOCK('16', ADDED, true) } },
    });
    const element = await mountButton();
    const link = element.querySelector<HTMLAnchorElement>('.add_to_wishlist')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).to.be.true;
    await waitUntil(() => toggle(element).getAttribute('aria-pressed') === 'true');
    expect(server.requests).to.have.length(1);
  });
});
