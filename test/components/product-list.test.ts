import { expect, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { waitUntil } from '../support/wait-until.ts';
import '../../elements/product-list/product-list.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { FakeServer } from '../support/fake-server.ts';
import { fixtureCleanup, mount } from '../support/mount.ts';
import { inViewBlockHooks } from '../support/in-view-block-hooks.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { listingDocument, listingMarkup, productNames } from '../support/product-listing.ts';

const listing = (attributes = 'load-mode="button"', next: string | null = '/shop/page/2/') =>
  `<shop-product-list ${attributes}>${listingMarkup({ page: 1, next })}</shop-product-list>`;

const titles = (element: Element) => [...element.querySelectorAll('ul.products h2')].map((title) => title.textContent);
const status = (element: Element) => element.querySelector('[role="status"]')!.textContent;
const more = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-product-list__more');
const retry = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-product-list__retry');
const controls = (element: Element) => element.querySelector('.shop-product-list__controls')!;
const previousButton = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-product-list__previous-button');
/** How many products each row of the list holds, top to bottom, as laid out. */
const productsPerRow = (element: Element): number[] => {
  const rows = new Map<number, number>();
  for (const item of element.querySelectorAll('li.product')) {
    const top = Math.round(item.getBoundingClientRect().top);
    rows.set(top, (rows.get(top) ?? 0) + 1);
  }
  return [...rows].sort(([a], [b]) => a - b).map(([, count]) => count);
};
const previousStatus = (element: Element) => element.querySelector('.shop-product-list__previous [role="status"]')!.textContent;

describe('<shop-product-list>', () => {
  const view = inViewBlockHooks();
  let server: FakeServer;
  const startUrl = location.href;
  const startTitle = document.title;
  beforeEach(() => {
    server = new FakeServer()
      .on('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/' }) })
      .on('/shop/page/3/', { body: listingDocument({ page: 3, next: null }) });
  });
  afterEach(() => {
    server.restore();
    // The listing keeps the address bar on the page in view: it leaves first, then the test page gets its own back.
    fixtureCleanup();
    history.replaceState(null, '', startUrl);
    document.title = startTitle;
  });

  it('hides the pagination and shows "view more" in button mode; a click appends the next page and focuses its first product', async () => {
    const answer = server.hold('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/' }) });
    const element = await mount<ShopElement>(listing());
    expect(element.querySelector<HTMLElement>('nav.woocommerce-pagination')!.hidden).to.equal(true);
    const appended = oneEvent(element, 'shop-product-list-appended');
    more(element)!.click();
    await waitUntil(() => more(element)?.textContent === 'Loading more products…', 'the button says it is loading');
    expect(more(element)).to.have.attribute('aria-disabled', 'true');
    answer();
    expect((await appended).detail).to.deep.equal({ page: 2, url: `${location.origin}/shop/page/2/`, count: 3 });
    await element.updateComplete;
    expect(titles(element)).to.deep.equal(['Product 1.1', 'Product 1.2', 'Product 1.3', 'Product 2.1', 'Product 2.2', 'Product 2.3']);
    expect(document.activeElement).to.equal(element.querySelectorAll('li.product')[3]!.querySelector('a'));
    expect(status(element)).to.equal('3 more products shown.');
    expect(more(element)).to.have.text('View more');
    const [request] = server.sent('/shop/page/2/');
    expect(request!.method).to.equal('GET');
    expect(request!.headers.get('X-Requested-With')).to.equal('XMLHttpRequest');
    // Checked once faded in: half-transparent text would fail on contrast.
    await waitUntil(() => !element.querySelector('.shop-product-list__new'), 'the new products faded in');
    await expect(element).to.be.accessible();
  });

  it('stops at the last page: no button, the last status, and the address bar on the page in view', async () => {
    const element = await mount<ShopElement>(listing());
    more(element)!.click();
    await waitUntil(() => titles(element).length === 6, 'page 2 appended');
    // The button says "Loading…" and takes no click until the page's load has settled, as a shopper sees.
    await waitUntil(() => more(element)?.getAttribute('aria-disabled') === 'false', 'the button ready again');
    more(element)!.click();
    await waitUntil(() => titles(element).length === 9, 'page 3 appended');
    await element.updateComplete;
    expect(more(element)).to.equal(null);
    expect(status(element)).to.equal('3 more products shown. All products are shown.');
    expect(server.requests).to.have.length(2);
    // Page 3's first product has focus, so it is in view: the address bar and title follow it.
    await waitUntil(() => location.pathname === '/shop/page/3/', 'the URL follows the page in view');
    expect(document.title).to.equal('Shop – Page 3');
  });

  it('with no-history leaves the address bar and the title alone', async () => {
    const element = await mount<ShopElement>(listing('load-mode="button" no-history'));
    more(element)!.click();
    await waitUntil(() => titles(element).length === 6, 'page 2 appended');
    element.querySelectorAll('li.product')[3]!.scrollIntoView();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(location.href).to.equal(startUrl);
    expect(document.title).to.equal(startTitle);
  });

  it('has nothing to load on a single page: no button, no status', async () => {
    const element = await mount<ShopElement>(listing('load-mode="button"', null));
    expect(more(element)).to.equal(null);
    expect(previousButton(element)).to.equal(null);
    expect(status(element)).to.equal('');
  });

  describe('opened at a later page (a reload, a shared link)', () => {
    /** Page 3 of three, 300 px per product, with room to scroll around it. */
    const laterPage = () => `<style>shop-product-list li.product { height: 300px }</style><div style="height: 400px"></div>
      <shop-product-list load-mode="button">${listingMarkup({ page: 3, next: null, previous: '/shop/page/2/' })}</shop-product-list>
      <div style="height: 3000px"></div>`;
    const firstShown = (element: Element) => element.querySelector('li.product')!;
    const topOf = (node: Element) => node.getBoundingClientRect().top;

    beforeEach(() => {
      history.replaceState(null, '', '/shop/page/3/');
      server
        .on('/shop/', { body: listingDocument({ page: 1, next: '/shop/page/2/' }) })
        .on('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/', previous: '/shop/' }) });
    });

    it('puts page 2, then page 1, before the list on "Load previous products", the products on screen staying still', async () => {
      const element = await mount<ShopElement>(laterPage(), 'shop-product-list');
      const pageThree = firstShown(element);
      const button = previousButton(element)!;
      expect(button.compareDocumentPosition(element.querySelector('ul.products')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
      scrollTo({ top: pageThree.getBoundingClientRect().top + scrollY - 100, behavior: 'instant' });
      const pages: number[] = [];
      element.addEventListener('shop-product-list-appended', (event) => pages.push(event.detail.page));

      const answer = server.hold('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/', previous: '/shop/' }) });
      button.click();
      await waitUntil(() => button.textContent === 'Loading more products…', 'the button says it is loading');
      expect(button).to.have.attribute('aria-disabled', 'true');
      answer();
      await waitUntil(() => titles(element).length === 6, 'page 2 put before the list');
      expect(topOf(pageThree), 'page 3 has not moved on screen').to.be.closeTo(100, 1);
      expect(document.activeElement, 'the first earlier product has the focus').to.equal(firstShown(element).querySelector('a'));
      await waitUntil(() => previousStatus(element) === '3 more products shown.', 'announced');
      expect(topOf(pageThree), 'focus did not scroll').to.be.closeTo(100, 1);

      previousButton(element)!.click();
      await waitUntil(() => titles(element).length === 9, 'page 1 put before the list');
      expect(titles(element)).to.deep.equal([...productNames(1), ...productNames(2), ...productNames(3)]);
      expect(topOf(pageThree)).to.be.closeTo(100, 1);
      await waitUntil(() => !previousButton(element), 'no button once page 1 is in');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(topOf(pageThree), 'nor when the button went').to.be.closeTo(100, 1);
      expect(pages).to.deep.equal([2, 1]);
      expect(server.requests.map((request) => request.url.pathname)).to.deep.equal(['/shop/page/2/', '/shop/']);
      await waitUntil(() => !element.querySelector('.shop-product-list__new'), 'faded in');
      await expect(element).to.be.accessible();
    });

    it('keeps the address bar on the page in view as the earlier pages are looked at', async () => {
      const element = await mount<ShopElement>(laterPage(), 'shop-product-list');
      previousButton(element)!.click();
      await waitUntil(() => titles(element).length === 6, 'page 2 put before the list');
      expect(location.pathname, 'page 3 is still the one in view').to.equal('/shop/page/3/');
      firstShown(element).scrollIntoView();
      await waitUntil(() => location.pathname === '/shop/page/2/', 'the URL follows page 2 into view');
      expect(document.title).to.equal('Shop – Page 2');
    });

    it('says why page 2 failed and offers the same button again, which loads it', async () => {
      server.on('/shop/page/2/', { body: 'Internal Server Error', status: 500 });
      const element = await mount<ShopElement>(laterPage(), 'shop-product-list');
      previousButton(element)!.click();
      await waitUntil(() => previousStatus(element) === 'The shop could not complete the request. Please try again.', 'the error');
      expect(previousButton(element)).to.have.text('Load previous products');
      expect(previousButton(element)).to.have.attribute('aria-disabled', 'false');
      server.on('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/', previous: '/shop/' }) });
      previousButton(element)!.click();
      await waitUntil(() => titles(element).length === 6, 'page 2 put before the list');
    });
  });

  for (const [failure, reply, message] of [
    ['a 500', { body: 'Internal Server Error', status: 500 }, 'The shop could not complete the request. Please try again.'],
    [
      'a login page',
      { body: '<!DOCTYPE html><title>Log In</title><form id="loginform"></form>' },
      'The shop answered with an error page. Please try again.',
    ],
  ] as const) {
    it(`shows the error status and a retry control after ${failure}; the retry loads the page`, async () => {
      server.on('/shop/page/2/', reply);
      const element = await mount<ShopElement>(listing());
      more(element)!.focus();
      more(element)!.click();
      await waitUntil(() => retry(element), 'the retry control');
      expect(status(element)).to.equal(message);
      expect(more(element), 'no view more after an error').to.equal(null);
      expect(document.activeElement, 'focus is not lost').to.equal(retry(element));
      expect(titles(element)).to.have.length(3);
      server.on('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/' }) });
      retry(element)!.click();
      await waitUntil(() => titles(element).length === 6, 'the retry appended page 2');
      expect(server.sent('/shop/page/2/').map((request) => request.cache)).to.deep.equal(['default', 'reload']);
      expect(retry(element)).to.equal(null);
      expect(more(element)).to.not.equal(null);
    });
  }

  it('in spinner mode loads when the end of the list comes within 400 px, shows the spinner meanwhile, and goes on while it stays near', async () => {
    const answer = server.hold('/shop/page/2/', { body: listingDocument({ page: 2, next: '/shop/page/3/' }) });
    const element = await mount<ShopElement>(listing('load-mode="spinner"'));
    expect(more(element)).to.equal(null);
    expect(server.requests).to.have.length(0);
    view.intersections.show(controls(element));
    await waitUntil(() => element.querySelector('.shop-product-list__spinner'), 'the spinner');
    expect(status(element)).to.equal('Loading more products…');
    answer();
    await waitUntil(() => titles(element).length === 9, 'pages 2 and 3 appended while the end stayed near');
    expect(element.querySelector('.shop-product-list__spinner')).to.equal(null);
    expect(status(element)).to.equal('3 more products shown. All products are shown.');
    expect(server.requests.map((request) => request.url.pathname)).to.deep.equal(['/shop/page/2/', '/shop/page/3/']);
  });

  it('marks new products to fade in, and skips past the products to the status with the skip link', async () => {
    const element = await mount<ShopElement>(listing());
    more(element)!.click();
    await waitUntil(() => titles(element).length === 6, 'page 2 appended');
    const items = [...element.querySelectorAll('li.product')];
    expect(items.map((item) => item.classList.contains('shop-product-list__new'))).to.deep.equal([false, false, false, true, true, true]);
    expect(getComputedStyle(items[3]!).animationDuration).to.equal('0.3s');
    const skip = element.querySelector<HTMLAnchorElement>('.shop-product-list__skip-link')!;
    expect(skip.compareDocumentPosition(element.querySelector('ul.products')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    skip.click();
    expect(document.activeElement).to.equal(element.querySelector('[role="status"]'));
  });

  it('aborts the request when it leaves the page, and appends nothing', async () => {
    server.on('/shop/page/2/', { hang: true });
    const element = await mount<ShopElement>(listing());
    let appended = 0;
    element.addEventListener('shop-product-list-appended', () => appended++);
    more(element)!.click();
    await waitUntil(() => server.requests.length === 1, 'the request was sent');
    const list = element.querySelector('ul.products')!;
    element.remove();
    await waitUntil(() => !element.querySelector('.shop-product-list__controls'), 'the element unmounted');
    expect(list.children).to.have.length(3);
    expect(appended).to.equal(0);
    expect(element.querySelector<HTMLElement>('nav.woocommerce-pagination')!.hidden, 'the pagination is back').to.equal(false);
  });

  it('submits the ordering form at once when the sort order changes, from the first page', async () => {
    history.replaceState(null, '', '/shop/page/2/?orderby=menu_order');
    const element = await mount<ShopElement>(listing());
    const form = element.querySelector('form')!;
    const submitted = oneEvent(form, 'submit');
    form.addEventListener('submit', (event) => event.preventDefault());
    const select = form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await submitted;
    expect(form.action).to.equal(`${location.origin}/shop/`);
    expect(Object.fromEntries(new FormData(form))).to.deep.equal({ orderby: 'price', paged: '1' });
  });

  it('masonry: each product spans its own height in 1 px rows, laid out again 500 ms after a page is appended', async () => {
    const clock = fakeDelays();
    const element = await mount<ShopElement>(listing('load-mode="button" layout="masonry" style="width: 600px"'));
    const items = () => [...element.querySelectorAll<HTMLElement>('li.product')];
    const span = (item: HTMLElement) => Number(/span (\d+)/.exec(item.style.gridRowEnd)?.[1]);
    const expected = (item: HTMLElement) =>
      Math.ceil(item.getBoundingClientRect().height + parseFloat(getComputedStyle(item).marginBottom));
    await until(() => items()[0]!.style.gridRowEnd, 'laid out on upgrade');
    expect(getComputedStyle(element.querySelector('ul')!).gridAutoRows).to.equal('1px');
    more(element)!.click();
    await until(() => items().length === 6, 'page 2 appended');
    await until(() => items()[5]!.style.gridRowEnd, 'the new products laid out at once');
    expect(items().map(span)).to.deep.equal(items().map(expected));
    // A new product's image arrives (a taller title here): its height counts from the layout 500 ms later.
    items()[4]!.querySelector('h2')!.style.height = '200px';
    await clock.tick(499);
    expect(span(items()[4]!), 'not yet laid out again').to.be.below(expected(items()[4]!));
    await clock.tick(1);
    expect(items().map(span)).to.deep.equal(items().map(expected));
  });

  it('lays out `columns` products per row from 550 px wide and `narrow-columns` below', async () => {
    const eight = `<shop-product-list columns="4" narrow-columns="1">${listingMarkup({ page: 1, names: productNames(1, 8) })}</shop-product-list>`;
    try {
      await setViewport({ width: 1000, height: 800 });
      const element = await mount<ShopElement>(eight);
      expect(productsPerRow(element)).to.deep.equal([4, 4]);
      await setViewport({ width: 400, height: 800 });
      expect(productsPerRow(element)).to.deep.equal([1, 1, 1, 1, 1, 1, 1, 1]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('lays out the columns of its attributes from the first paint, before its code has arrived', async () => {
    // A frame has a registry of its own, where the tag is not defined: the stylesheet alone lays the list out.
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1000px; height: 600px; border: 0';
    frame.srcdoc = `<!doctype html><link rel="stylesheet" href="/styles/index.css"><link rel="stylesheet" href="/test/support/theme-rules.css">
      <shop-product-list columns="4" narrow-columns="1">${listingMarkup({ page: 1, names: productNames(1, 8) })}</shop-product-list>`;
    const loaded = oneEvent(frame, 'load');
    document.body.append(frame);
    try {
      await loaded;
      const element = frame.contentDocument!.querySelector('shop-product-list')!;
      expect(frame.contentWindow!.customElements.get('shop-product-list')).to.equal(undefined);
      expect(productsPerRow(element)).to.deep.equal([4, 4]);
      frame.style.width = '400px';
      expect(productsPerRow(element)).to.deep.equal([1, 1, 1, 1, 1, 1, 1, 1]);
    } finally {
      frame.remove();
    }
  });

  it('warns once about a load mode it does not know, and uses the default', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = await mount<ShopElement>(listing('load-mode="infinite"'));
      expect(warnings.some((message) => message.includes('<shop-product-list>') && message.includes('load-mode'))).to.equal(true);
      expect(more(element), 'the default, spinner, applies').to.equal(null);
    } finally {
      console.warn = warn;
    }
  });
});
