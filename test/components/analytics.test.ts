import { expect, fixtureCleanup, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/analytics/analytics.define.ts';
import { deleteCookie, getCookie } from '../../core/dom/cookies.ts';
import { emit } from '../../core/events/emit.ts';
import { PRODUCT_LIST_APPENDED } from '../../core/analytics/listing-events.ts';
import { CollectorHits } from '../support/analytics-hits.ts';
import { mount } from '../support/mount.ts';

const collector = (attributes = '') =>
  `<shop-analytics provider="collector" endpoint="/collect" ${attributes}><a href="#" data-shop-analytics-opt-out>Opt out of analytics</a></shop-analytics>`;

const added = (sku: string, productId = '12') =>
  emit(document.body, 'shop-cart-added', { productId, sku, analyticsId: sku || productId, quantity: 1, fragments: {}, cartHash: 'h' });

const appended = (page: number, url: unknown) =>
  document.body.dispatchEvent(new CustomEvent(PRODUCT_LIST_APPENDED, { detail: { page, url, count: 12 }, bubbles: true }));

const cookieProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** The strings written to document.cookie until the test ends (its attributes are not readable back). */
function recordCookieWrites(): string[] {
  const written: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieProperty.get!.call(document),
    set: (value: string) => {
      written.push(value);
      cookieProperty.set!.call(document, value);
    },
  });
  return written;
}

describe('<shop-analytics>', () => {
  let collected: CollectorHits;
  beforeEach(() => {
    collected = new CollectorHits();
  });
  afterEach(() => {
    delete (document as { cookie?: string }).cookie;
    fixtureCleanup();
    collected.restore();
    ['shop_analytics_disable', 'ga-disable-G-TEST1', 'my_opt_out'].forEach((name) => deleteCookie(name));
  });

  it('sends one page view for the page, and none again when an element is inserted later', async () => {
    await mount(collector());
    await waitUntil(() => collected.hits.length === 1, 'the page view');
    expect(collected.hits).to.deep.equal([{ hit: 'pageview', path: location.pathname + location.search }]);
    await waitUntil(() => collected.server.requests.length === 1, 'the request');
    expect(collected.server.requests[0]!.method).to.equal('POST');
    fixtureCleanup();
    await mount(collector());
    added('SKU-1');
    expect(collected.hits.map((hit) => hit.hit)).to.deep.equal(['pageview', 'event']);
  });

  it('sends a page view for each appended listing page, with its path', async () => {
    await mount(collector());
    appended(2, '/shop/page/2/?orderby=price');
    appended(3, `${location.origin}/shop/page/3/`);
    expect(collected.hits).to.deep.equal([
      { hit: 'pageview', path: '/shop/page/2/?orderby=price' },
      { hit: 'pageview', path: '/shop/page/3/' },
    ]);
  });

  it('ignores an appended page whose URL is missing or not one of this site', async () => {
    await mount(collector());
    appended(2, 'https://elsewhere.example/shop/page/2/');
    appended(3, 'http://[bad');
    appended(4, undefined);
    document.body.dispatchEvent(new CustomEvent(PRODUCT_LIST_APPENDED, { bubbles: true }));
    expect(collected.hits).to.deep.equal([]);
  });

  it('sends "Products / Add to Cart" with the sku, or the id without one', async () => {
    await mount(collector());
    added('TEE-RED-M');
    added('', '57');
    expect(collected.hits).to.deep.equal([
      { hit: 'event', category: 'Products', action: 'Add to Cart', label: 'TEE-RED-M' },
      { hit: 'event', category: 'Products', action: 'Add to Cart', label: '57' },
    ]);
  });

  it('stops when removed from the page', async () => {
    const element = await mount(collector());
    element.remove();
    // Unmounting follows the removal asynchronously: probe until an add is no longer reported.
    await waitUntil(() => {
      const before = collected.hits.length;
      added('probe');
      return collected.hits.length === before;
    }, 'the tracker stops');
  });

  it('reports each add once when one element replaces another', async () => {
    const first = await mount(collector());
    const second = document.createElement('shop-analytics');
    second.setAttribute('provider', 'collector');
    second.setAttribute('endpoint', '/collect');
    first.replaceWith(second);
    await waitUntil(() => {
      collected.sent.length = 0;
      added('SKU-1');
      return collected.hits.length === 1;
    }, 'the new element reports');
    second.remove();
  });

  it('opts out on the link: cookie until 2099, announced, and nothing sent afterwards', async () => {
    const element = await mount(collector());
    const link = element.querySelector('a')!;
    const written = recordCookieWrites();
    const optedOut = oneEvent(element, 'shop-analytics-opted-out');
    link.click();
    expect((await optedOut).detail).to.deep.equal({ cookie: 'shop_analytics_disable' });
    expect(getCookie('shop_analytics_disable')).to.equal('true');
    // Chromium keeps a cookie 400 days at most, so the 2099 expiry is read from what was written.
    expect(written.find((cookie) => cookie.startsWith('shop_analytics_disable='))).to.contain('expires=Thu, 31 Dec 2099 23:59:59 GMT');
    expect(location.hash).to.equal('');
    await waitUntil(() => document.querySelector('.shop-live-region')?.textContent === 'You have opted out of analytics on this site.');
    await element.updateComplete;
    expect(element).to.have.attribute('opted-out');
    added('SKU-1');
    appended(2, '/shop/page/2/');
    expect(collected.hits).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('opts out from a link anywhere in the page, by keyboard, under the property cookie name', async () => {
    const element = await mount(
      `<shop-analytics provider="collector" endpoint="/collect" tracking-id="G-TEST1"></shop-analytics>
       <p><a href="#" data-shop-analytics-opt-out>Do not track me</a></p>`,
      'shop-analytics',
    );
    element.parentElement!.querySelector<HTMLAnchorElement>('p a')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(getCookie('ga-disable-G-TEST1')).to.equal('true');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST1']).to.equal(true);
    added('SKU-1');
    expect(collected.hits).to.deep.equal([]);
  });

  it('handles one opt-out click once, whatever the number of elements on the page', async () => {
    const first = await mount(`${collector()}${collector()}`, 'shop-analytics');
    const optedOut: Event[] = [];
    const record = (event: Event) => optedOut.push(event);
    document.addEventListener('shop-analytics-opted-out', record);
    first.querySelector('a')!.click();
    document.removeEventListener('shop-analytics-opted-out', record);
    expect(optedOut).to.have.length(1);
  });

  it('keeps reporting when a listener cancels shop-analytics-opt-out', async () => {
    const element = await mount(collector('opt-out-cookie="my_opt_out"'));
    element.addEventListener('shop-analytics-opt-out', (event) => event.preventDefault());
    element.querySelector('a')!.click();
    expect(getCookie('my_opt_out')).to.equal(undefined);
    added('SKU-1');
    expect(collected.hits).to.have.length(1);
  });

  it('honours an opt-out made in another tab or page, read at every hit', async () => {
    await mount(collector('opt-out-cookie="my_opt_out"'));
    document.cookie = 'my_opt_out=true; path=/';
    added('SKU-1');
    expect(collected.hits).to.deep.equal([]);
  });

  it('sends nothing and warns once for a collector without an http(s) endpoint', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      await mount('<shop-analytics provider="collector" endpoint="javascript:alert(1)"></shop-analytics>');
      added('SKU-1');
    } finally {
      console.warn = warn;
    }
    expect(collected.hits).to.deep.equal([]);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<shop-analytics>').and.contain('endpoint');
  });

  describe('Google provider', () => {
    const globals = window as unknown as { gtag?: unknown; ga?: unknown };
    afterEach(() => {
      delete globals.gtag;
      delete globals.ga;
    });

    it('reports through gtag.js when the page loaded it', async () => {
      const calls: unknown[][] = [];
      globals.gtag = (...args: unknown[]) => calls.push(args);
      await mount('<shop-analytics tracking-id="G-TEST1"></shop-analytics>');
      appended(2, '/shop/page/2/');
      added('TEE-RED-M');
      expect(calls).to.deep.equal([
        ['event', 'page_view', { page_path: '/shop/page/2/' }],
        ['event', 'Add to Cart', { event_category: 'Products', event_label: 'TEE-RED-M' }],
      ]);
    });

    it('falls back to analytics.js, and an unknown provider warns and uses Google', async () => {
      const calls: unknown[][] = [];
      globals.ga = (...args: unknown[]) => calls.push(args);
      const warnings: string[] = [];
      const warn = console.warn;
      console.warn = (message: string) => warnings.push(message);
      try {
        await mount('<shop-analytics provider="matomo"></shop-analytics>');
      } finally {
        console.warn = warn;
      }
      expect(warnings[0]).to.contain('provider="matomo"').and.contain('google, collector');
      added('TEE-RED-M');
      expect(calls).to.deep.equal([['send', 'event', 'Products', 'Add to Cart', 'TEE-RED-M']]);
      expect(collected.hits).to.deep.equal([]);
    });
  });
});
