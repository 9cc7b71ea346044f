import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { CHANGED_STORAGE_KEY } from '../../core/wishlist/wishlist-actions.ts';
import { LOADING_STRATEGIES } from '../../elements/element-groups.ts';
import { FakeServer } from '../support/fake-server.ts';
import { installJquery, removeJquery } from '../support/legacy-jquery.ts';

// The header's wishlist count as a page has it with the library's entry (elements/index.ts): the element waits for
// the shopper's first intent, and its renderer-free watch runs from the first idle moment, so a change made before
// then (a YITH button's, another tab's) shows in the header without the element's code or a renderer.
let elementLoads = 0;
registerLazyElements(
  {
    'shop-wishlist-count': () => {
      elementLoads++;
      return import('../../elements/wishlist-count/wishlist-count.define.ts');
    },
  },
  {
    strategies: LOADING_STRATEGIES,
    ownPreludes: {
      'shop-wishlist-count': () => import('../../elements/wishlist-count/count-watch.ts'),
    },
  },
);

const badge = (): string | null => document.querySelector('.wishlist-count')!.textContent;

describe('<shop-wishlist-count> before its code: the idle prelude', () => {
  let server: FakeServer;
  let count = 0;
  const container = document.createElement('div');
  before(() => {
    server = new FakeServer();
    server.on('shop_update_wishlist_count', () => ({ body: String(count), contentType: 'text/html' }));
    installJquery();
    container.innerHTML = `<shop-wishlist-count icon=".header-wishlist__icon" badge="###"><a class="header-wishlist" href="/wishlist/"><span class="header-wishlist__icon" aria-hidden="true">&#9825;</span><span class="screen-reader-text">Wishlist</span> <span class="wishlist-count count">0</span></a></shop-wishlist-count>`;
    document.body.append(container);
  });
  after(() => {
    server.restore();
    removeJquery();
    container.remove();
  });

  it('shows the printed count by the badge rule once the page is idle, asking the server nothing', async () => {
    await waitUntil(() => badge() === '', 'no label at 0');
    expect(server.requests).to.have.length(0);
    expect(customElements.get('shop-wishlist-count'), 'no element code, so no renderer').to.equal(undefined);
    expect(elementLoads).to.equal(0);
  });

  it('follows a YITH button’s change and another tab’s, once each, marking the icon for a change made here', async () => {
    count = 2;
    window.jQuery!(document.body).trigger('added_to_wishlist', [null, null]);
    document.dispatchEvent(new CustomEvent('shop-wishlist-changed', { detail: { call: 'add_to_wishlist' } }));
    expect(document.querySelector('.header-wishlist__icon')!.classList.contains('added')).to.be.true;
    await waitUntil(() => badge() === '2', 'the new count');
    expect(server.requests, 'the two reports of one add: one request').to.have.length(1);
    count = 3;
    window.dispatchEvent(new StorageEvent('storage', { key: CHANGED_STORAGE_KEY, newValue: String(Date.now()) }));
    await waitUntil(() => badge() === '3', 'another tab’s change');
    expect(server.requests).to.have.length(2);
    expect(customElements.get('shop-wishlist-count')).to.equal(undefined);
  });

  it('hands over to the element once the shopper’s intent loads it: one request a change, not two', async () => {
    const host = document.querySelector<ShopElement>('shop-wishlist-count')!;
    host.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await waitUntil(() => customElements.get('shop-wishlist-count'), 'the element’s code');
    await host.updateComplete;
    expect(elementLoads).to.equal(1);
    count = 4;
    const before = server.requests.length;
    await waitUntil(async () => {
      // The element fetches its watch as it renders; a change once it has is fetched once.
      window.jQuery!(document).trigger('yith_wcwl_reload_fragments', [{}]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return badge() === '4';
    }, 'the element’s count');
    const sent = server.requests.length - before;
    window.jQuery!(document).trigger('yith_wcwl_reload_fragments', [{}]);
    await waitUntil(() => server.requests.length === before + sent + 1, 'one more request');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.length, 'one watch only').to.equal(before + sent + 1);
  });
});
