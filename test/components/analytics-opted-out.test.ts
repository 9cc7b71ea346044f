import { expect } from '@open-wc/testing';
import '../../elements/analytics/analytics.define.ts';
import { deleteCookie } from '../../core/dom/cookies.ts';
import { emit } from '../../core/events/emit.ts';
import { PRODUCT_LIST_APPENDED } from '../../core/analytics/listing-events.ts';
import { CollectorHits } from '../support/analytics-hits.ts';
import { mount } from '../support/mount.ts';

// A page of its own: the page view is sent once per page load, so these start before any was sent.
describe('<shop-analytics> for a visitor who refuses tracking', () => {
  let collected: CollectorHits;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  beforeEach(() => {
    collected = new CollectorHits();
  });
  afterEach(() => {
    collected.restore();
    deleteCookie('shop_analytics_disable');
    delete (nav as { globalPrivacyControl?: boolean }).globalPrivacyControl;
  });

  const report = () => {
    emit(document.body, 'shop-cart-added', { productId: '1', sku: 'S', analyticsId: 'S', quantity: 1, fragments: {}, cartHash: 'h' });
    const detail = { page: 2, url: '/shop/page/2/', count: 12 };
    document.body.dispatchEvent(new CustomEvent(PRODUCT_LIST_APPENDED, { detail, bubbles: true }));
  };

  it('sends nothing, not even the page view, when an earlier page set the opt-out cookie', async () => {
    document.cookie = 'shop_analytics_disable=true; path=/';
    const element = await mount('<shop-analytics provider="collector" endpoint="/collect"></shop-analytics>');
    report();
    expect(collected.hits).to.deep.equal([]);
    expect(element).to.have.attribute('opted-out');
  });

  it('sends nothing while Global Privacy Control is on', async () => {
    Object.defineProperty(nav, 'globalPrivacyControl', { value: true, configurable: true });
    await mount('<shop-analytics provider="collector" endpoint="/collect"></shop-analytics>');
    report();
    expect(collected.hits).to.deep.equal([]);
  });

  it('sends nothing while Do Not Track is on', async () => {
    const doNotTrack = Object.getOwnPropertyDescriptor(Navigator.prototype, 'doNotTrack');
    Object.defineProperty(nav, 'doNotTrack', { value: '1', configurable: true });
    try {
      await mount('<shop-analytics provider="collector" endpoint="/collect"></shop-analytics>');
      report();
      expect(collected.hits).to.deep.equal([]);
    } finally {
      delete (nav as { doNotTrack?: string }).doNotTrack;
      expect(Object.getOwnPropertyDescriptor(Navigator.prototype, 'doNotTrack')).to.deep.equal(doNotTrack);
    }
  });

  it('sends the page view once tracking is allowed', async () => {
    await mount('<shop-analytics provider="collector" endpoint="/collect"></shop-analytics>');
    expect(collected.hits.map((hit) => hit.hit)).to.deep.equal(['pageview']);
  });
});
