import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/wishlist-count/wishlist-count.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { CHANGED_STORAGE_KEY } from '../../core/wishlist/wishlist-count-request.ts';
import { countLabel } from '../../elements/wishlist-count/count-label.ts';
import { FakeServer } from '../support/fake-server.ts';
import { installJquery, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';

const HEADER = (count: string) =>
  `<shop-wishlist-count icon=".header-wishlist__icon"><a class="header-wishlist" href="/wishlist/"><span class="header-wishlist__icon" aria-hidden="true">&#9825;</span><span class="screen-reader-text">Wishlist</span> <span class="wishlist-count count">${count}</span></a></shop-wishlist-count>`;

const badge = (element: HTMLElement) => element.querySelector('.wishlist-count')!.textContent;

describe('<shop-wishlist-count>', () => {
  let server: FakeServer;
  let count = 0;
  beforeEach(() => {
    server = new FakeServer();
    server.on('shop_update_wishlist_count', () => ({ body: String(count), contentType: 'text/html' }));
  });
  afterEach(() => {
    server.restore();
    removeJquery();
  });

  it('shows no label for 0, 1 as 1 and any other value as it is', () => {
    expect([0, 1, 2, 12, 250].map(countLabel)).to.deep.equal(['', '1', '2', '12', '250']);
  });

  it('applies the rule to the printed count without asking the server', async () => {
    const element = await mount<ShopElement>(HEADER('0'), 'shop-wishlist-count');
    expect(badge(element)).to.equal('');
    expect(server.requests).to.have.length(0);
    await expect(element).to.be.accessible();
  });

  it('keeps working with the default badge when badge is not a selector (###, empty), warning once', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      for (const value of ['###', '']) {
        const element = await mount<ShopElement>(
          HEADER('1').replace('<shop-wishlist-count ', `<shop-wishlist-count badge="${value}" `),
          'shop-wishlist-count',
        );
        count = 3;
        document.dispatchEvent(new CustomEvent('shop-wishlist-changed', { detail: { call: 'add_to_wishlist' } }));
        await waitUntil(() => badge(element) === '3', `badge="${value}": the default badge shows the new count`);
        expect(element.dataset['state']).to.be.undefined;
      }
    } finally {
      console.warn = original;
    }
    expect(warnings.filter((warning) => warning.includes('badge='))).to.have.length(2);
  });

  it('re-fetches once after a change on this page (typed and legacy events of one add) and marks the icon added for 500 ms', async () => {
    const $ = installJquery();
    const element = await mount<ShopElement>(HEADER('1'), 'shop-wishlist-count');
    count = 2;
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      document.dispatchEvent(new CustomEvent('shop-wishlist-changed', { detail: { call: 'add_to_wishlist' } }));
      $(document.body).trigger('added_to_wishlist', [null, null]);
      const icon = element.querySelector('.header-wishlist__icon')!;
      expect(icon.classList.contains('added')).to.be.true;
      clock.tick(499);
      expect(icon.classList.contains('added')).to.be.true;
      clock.tick(1);
      expect(icon.classList.contains('added')).to.be.false;
    } finally {
      clock.uninstall();
    }
    await waitUntil(() => badge(element) === '2');
    expect(server.requests).to.have.length(1);
    expect(server.requests[0]!.method).to.equal('GET');
  });

  it('honours the legacy events of other scripts (a removal from the wishlist table)', async () => {
    const $ = installJquery();
    const element = await mount<ShopElement>(HEADER('3'), 'shop-wishlist-count');
    count = 1;
    $(document.body).trigger('removed_from_wishlist', [null, null]);
    await waitUntil(() => badge(element) === '1');
  });

  it("follows YITH 4's React buttons, which change the wishlist over REST and then trigger yith_wcwl_reload_fragments", async () => {
    const $ = installJquery();
    const element = await mount<ShopElement>(HEADER('2'), 'shop-wishlist-count');
    count = 3;
    $(document).trigger('yith_wcwl_reload_fragments', [{ firstLoad: false, avoidDataInvalidation: true }]);
    await waitUntil(() => badge(element) === '3');
    expect(server.sent('shop_update_wishlist_count')).to.have.length(1);
    expect(element.querySelector('.header-wishlist__icon')!.classList.contains('added'), 'not marked: the change was not made here').to.be
      .false;
  });

  it('re-fetches when another tab reports a change, and after a back/forward-cache restore', async () => {
    const element = await mount<ShopElement>(HEADER('1'), 'shop-wishlist-count');
    count = 0;
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: '1' }));
    window.dispatchEvent(new StorageEvent('storage', { key: CHANGED_STORAGE_KEY, newValue: String(Date.now()) }));
    await waitUntil(() => badge(element) === '');
    count = 5;
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitUntil(() => badge(element) === '5');
    expect(server.requests).to.have.length(2);
  });

  it('asks again after a failed change that was sent (it may have reached the server), not after one that was not', async () => {
    const element = await mount<ShopElement>(HEADER('1'), 'shop-wishlist-count');
    count = 3;
    const failed = (sent: boolean) =>
      document.dispatchEvent(new CustomEvent('shop-wishlist-failed', { detail: { call: 'add_to_wishlist', message: 'x', sent } }));
    failed(false);
    await element.updateComplete;
    expect(server.requests).to.have.length(0);
    failed(true);
    await waitUntil(() => badge(element) === '3');
    expect(element.querySelector('.added')).to.equal(null);
  });

  it('keeps the printed count when the answer is not a number', async () => {
    server.on('shop_update_wishlist_count', { body: '<!DOCTYPE html><p>error</p>' });
    const element = await mount<ShopElement>(HEADER('4'), 'shop-wishlist-count');
    const warned = new Promise<void>((resolve) => {
      const original = console.warn;
      console.warn = () => {
        console.warn = original;
        resolve();
      };
    });
    document.dispatchEvent(new CustomEvent('shop-wishlist-changed', { detail: { call: 'delete_item' } }));
    await warned;
    expect(badge(element)).to.equal('4');
  });
});
