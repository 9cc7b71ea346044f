import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import FakeTimers from '@sinonjs/fake-timers';
import '../../elements/live-search/live-search.define.ts';
import { FakeServer } from '../support/fake-server.ts';
import {
  announced,
  chooseCategory,
  expanded,
  message,
  mountSearch,
  NO_PRODUCTS,
  options,
  parts,
  searchForm,
  SEARCH_ACTION,
  TEES,
  typeText,
  whenListed,
} from '../support/live-search.ts';

describe('<shop-live-search> requests', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
    server.on(SEARCH_ACTION, { json: { suggestions: TEES } });
  });
  afterEach(() => {
    server.restore();
    delete (window as { shop_live_search_params?: unknown }).shop_live_search_params;
  });

  it('makes the server input an APG combobox controlling a named listbox, and leaves the category select as it was', async () => {
    const element = await mountSearch();
    const { input, select, listbox } = parts(element);
    expect(input).to.have.attribute('role', 'combobox');
    expect(input).to.have.attribute('aria-autocomplete', 'list');
    expect(input).to.have.attribute('aria-expanded', 'false');
    expect(input).to.have.attribute('autocomplete', 'off');
    expect(input.getAttribute('aria-controls')).to.equal(listbox.id);
    expect(listbox).to.have.attribute('aria-label', 'Product suggestions');
    expect(select.labels![0]!.textContent).to.equal('Category');
    expect(select.hasAttribute('role')).to.be.false;
  });

  it('gives the server markup back when removed: no combobox attributes, no list', async () => {
    const element = await mountSearch();
    const { input, form } = parts(element);
    typeText(input, 'tee');
    await whenListed(element, 3);
    element.remove();
    await waitUntil(() => !input.hasAttribute('role'), 'the input is plain again');
    for (const name of ['aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant', 'autocomplete']) {
      expect(input.hasAttribute(name), name).to.be.false;
    }
    expect(form.nextElementSibling).to.equal(null);
  });

  it('reports the suggestions shown with the query they answer', async () => {
    const element = await mountSearch();
    const suggested: Promise<HTMLElementEventMap['shop-live-search-suggested']> = oneEvent(element, 'shop-live-search-suggested');
    chooseCategory(parts(element).select, 't-shirts');
    typeText(parts(element).input, 'tee');
    const { detail, bubbles, composed } = await suggested;
    expect([bubbles, composed]).to.deep.equal([true, true]);
    expect(detail.query).to.deep.equal({ text: 'tee', category: 't-shirts' });
    expect(detail.suggestions.map((suggestion) => suggestion.id)).to.deep.equal([11, 12, 13]);
    await waitUntil(() => announced() === '3 results available.');
  });

  it('sends nothing below three characters (spaces do not count), then GETs the action with the trimmed query', async () => {
    const element = await mountSearch();
    const { input } = parts(element);
    typeText(input, 'te');
    typeText(input, ' te  ');
    await element.updateComplete;
    expect(server.sent(SEARCH_ACTION)).to.have.length(0);
    typeText(input, ' tee ');
    await whenListed(element, 3);
    const [request] = server.sent(SEARCH_ACTION);
    expect(request!.method).to.equal('GET');
    expect(request!.url.pathname).to.equal('/wp-admin/admin-ajax.php');
    expect(request!.url.search).to.equal('?action=shop_ajax_search_products&query=tee');
  });

  it('closes the list and sends nothing when the text drops below three characters', async () => {
    const element = await mountSearch();
    const { input } = parts(element);
    typeText(input, 'tee');
    await whenListed(element, 3);
    typeText(input, 'te');
    await waitUntil(() => !expanded(element), 'the list closes');
    expect(server.sent(SEARCH_ACTION)).to.have.length(1);
  });

  it('re-runs the search when the category changes, with the category and then without it', async () => {
    const element = await mountSearch();
    const { input, select } = parts(element);
    typeText(input, 'tee');
    await whenListed(element, 3);
    chooseCategory(select, 't-shirts');
    await waitUntil(() => server.sent(SEARCH_ACTION).length === 2);
    expect(server.sent(SEARCH_ACTION)[1]!.url.search).to.equal('?action=shop_ajax_search_products&product_cat=t-shirts&query=tee');
    chooseCategory(select, 'hoodies');
    await waitUntil(() => server.sent(SEARCH_ACTION).length === 3);
    expect(server.sent(SEARCH_ACTION)[2]!.url.searchParams.get('product_cat')).to.equal('hoodies');
    chooseCategory(select, '');
    // Asked before: the answer comes from the cache.
    await whenListed(element, 3);
    expect(server.sent(SEARCH_ACTION)).to.have.length(3);
  });

  it('reads the URL and prefix from shop_live_search_params, the attributes over them', async () => {
    (window as { shop_live_search_params?: unknown }).shop_live_search_params = {
      ajax_url: '/custom/ajax.php',
      theme_prefix: 'mytheme',
    };
    server.on('/custom/ajax.php', { json: { suggestions: TEES } });
    server.on('/attribute/ajax.php', { json: { suggestions: TEES } });
    const fromGlobal = await mountSearch();
    typeText(parts(fromGlobal).input, 'tee');
    await whenListed(fromGlobal, 3);
    expect(server.sent('/custom/ajax.php')[0]!.url.searchParams.get('action')).to.equal('mytheme_ajax_search_products');

    const prefixed = await mountSearch('debounce="0" theme-prefix="other"');
    typeText(parts(prefixed).input, 'tee');
    await whenListed(prefixed, 3);
    expect(server.sent('/custom/ajax.php')[1]!.url.searchParams.get('action')).to.equal('other_ajax_search_products');

    const named = await mountSearch('debounce="0" ajax-url="/attribute/ajax.php" theme-prefix="other" search-action="find_products"');
    typeText(parts(named).input, 'tee');
    await whenListed(named, 3);
    expect(server.sent('/attribute/ajax.php')[0]!.url.searchParams.get('action')).to.equal('find_products');
  });

  it('refuses an ajax-url that is not http(s), warning once, and searches through the default', async () => {
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      const element = await mountSearch('debounce="0" ajax-url="javascript:alert(document.domain)//"');
      typeText(parts(element).input, 'tee');
      await whenListed(element, 3);
    } finally {
      console.warn = original;
    }
    expect(server.sent(SEARCH_ACTION)[0]!.url.pathname).to.equal('/wp-admin/admin-ajax.php');
    expect(warnings.filter((warning) => warning.includes('ajax-url="javascript:'))).to.have.length(1);
  });

  it('answers a (text, category) asked before from the cache, without a request', async () => {
    const element = await mountSearch();
    const { input } = parts(element);
    typeText(input, 'tee');
    await whenListed(element, 3);
    server.on(SEARCH_ACTION, { json: { suggestions: [TEES[0]] } });
    typeText(input, 'teex');
    await whenListed(element, 1);
    typeText(input, 'tee ');
    await whenListed(element, 3);
    expect(server.sent(SEARCH_ACTION).map((request) => request.url.searchParams.get('query'))).to.deep.equal(['tee', 'teex']);
  });

  it('shows the button loading from the request until its answer', async () => {
    const answer = server.hold(SEARCH_ACTION, { json: { suggestions: TEES } });
    const element = await mountSearch();
    const { input, button } = parts(element);
    typeText(input, 'tee');
    await waitUntil(() => button.classList.contains('loading'), 'loading while the request runs');
    answer();
    await whenListed(element, 3);
    expect(button.classList.contains('loading')).to.be.false;
  });

  it('searches text typed before the element upgraded, when the shopper is still in the field', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = searchForm('debounce="0"');
    document.body.append(wrapper);
    const element = wrapper.querySelector<HTMLElement & { updateComplete: Promise<void> }>('shop-live-search')!;
    const { input } = parts(element);
    input.focus();
    input.value = 'hoodie';
    try {
      await whenListed(element, 3);
      expect(server.sent(SEARCH_ACTION)[0]!.url.searchParams.get('query')).to.equal('hoodie');
    } finally {
      wrapper.remove();
    }
  });

  it('does not search a value the server printed (the search results page) until the shopper types', async () => {
    const element = await mountSearch('debounce="0"', 'hoodie');
    await element.updateComplete;
    expect(server.sent(SEARCH_ACTION)).to.have.length(0);
    expect(expanded(element)).to.be.false;
  });
});

describe('<shop-live-search> timing and staleness', () => {
  let server: FakeServer;
  let clock: ReturnType<typeof FakeTimers.install> | undefined;
  beforeEach(() => {
    server = new FakeServer();
    server.on(SEARCH_ACTION, (request) => ({ json: { suggestions: TEES.slice(0, request.url.searchParams.get('query')!.length - 2) } }));
  });
  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    server.restore();
  });

  it('waits for a 300 ms pause in typing, then sends one request for the whole word', async () => {
    const element = await mountSearch('');
    const { input } = parts(element);
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    for (const text of ['tee', 'tees', 'teesh']) {
      typeText(input, text);
      await clock.tickAsync(200);
    }
    expect(server.sent(SEARCH_ACTION)).to.have.length(0, 'keys 200 ms apart send nothing');
    await clock.tickAsync(99);
    expect(server.sent(SEARCH_ACTION)).to.have.length(0, 'not before 300 ms of pause');
    await clock.tickAsync(1);
    await clock.tickAsync(0);
    expect(server.sent(SEARCH_ACTION).map((request) => request.url.searchParams.get('query'))).to.deep.equal(['teesh']);
    clock.uninstall();
    clock = undefined;
    await whenListed(element, 3);
  });

  it('takes the debounce attribute, and warns once about a bad or unbounded value and keeps 300 ms', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      await mountSearch('debounce="soon"');
      await mountSearch('debounce="soon"');
      const element = await mountSearch('debounce="1e12"');
      expect(warnings).to.have.length(2);
      expect(String(warnings[0]![0])).to.contain('<shop-live-search>').and.contain('debounce="soon"').and.contain('from 0 to 2000');
      expect(String(warnings[1]![0])).to.contain('debounce="1e12"');
      const { input } = parts(element);
      clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
      typeText(input, 'tee');
      await clock.tickAsync(299);
      expect(server.sent(SEARCH_ACTION)).to.have.length(0);
      await clock.tickAsync(1);
      await clock.tickAsync(0);
      expect(server.sent(SEARCH_ACTION)).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });

  it('aborts the pending request when a newer query starts; only the newest answer is shown', async () => {
    server.on(SEARCH_ACTION, (request) =>
      request.url.searchParams.get('query') === 'teee' ? { hang: true } : { json: { suggestions: [TEES[2]] } },
    );
    const signals: AbortSignal[] = [];
    const fakeFetch = window.fetch;
    window.fetch = (input, init) => {
      signals.push(input instanceof Request ? input.signal : init!.signal!);
      return fakeFetch(input, init);
    };
    try {
      const element = await mountSearch();
      const { input } = parts(element);
      typeText(input, 'teee');
      await waitUntil(() => signals.length === 1);
      typeText(input, 'ring');
      await whenListed(element, 1);
      expect(signals[0]!.aborted).to.be.true;
      expect(options(element)[0]!.textContent).to.contain('Ringer Tee');
      expect(parts(element).button.classList.contains('loading')).to.be.false;
    } finally {
      window.fetch = fakeFetch;
    }
  });

  it("takes the older query's suggestions away as soon as the query changes, and says it is searching", async () => {
    const element = await mountSearch();
    const { input } = parts(element);
    typeText(input, 'tee');
    await whenListed(element, 1);
    server.on(SEARCH_ACTION, { hang: true });
    typeText(input, 'teex');
    await waitUntil(() => message(element) === 'Searching…');
    expect(options(element)).to.have.length(0);
    expect(expanded(element)).to.be.false;
  });

  it('never lets an older answer that arrives last replace the newer one', async () => {
    const answers: Array<(response: Response) => void> = [];
    const fakeFetch = window.fetch;
    // A server that answers regardless of the abort: only the element can keep the old answer out.
    window.fetch = () => new Promise<Response>((resolve) => answers.push(resolve));
    const json = (suggestions: unknown[]) =>
      new Response(JSON.stringify({ suggestions }), { headers: { 'Content-Type': 'application/json' } });
    try {
      const element = await mountSearch();
      const { input } = parts(element);
      typeText(input, 'tee');
      await waitUntil(() => answers.length === 1);
      typeText(input, 'ringer');
      await waitUntil(() => answers.length === 2);
      answers[1]!(json([TEES[2]]));
      await whenListed(element, 1);
      answers[0]!(json(TEES));
      await element.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(options(element).map((option) => option.textContent)).to.deep.equal(['Ringer Tee$24.00']);
    } finally {
      window.fetch = fakeFetch;
    }
  });

  it('ends the loading state and says so in the list area when the request times out after 5 seconds', async () => {
    server.on(SEARCH_ACTION, { hang: true });
    const element = await mountSearch();
    const { input, button } = parts(element);
    clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'], shouldClearNativeTimers: true });
    const failed = oneEvent(element, 'shop-live-search-failed');
    typeText(input, 'tee');
    await clock.tickAsync(0);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(button.classList.contains('loading')).to.be.true;
    await clock.tickAsync(5000);
    clock.uninstall();
    clock = undefined;
    expect((await failed).detail.failure).to.equal('timeout');
    await waitUntil(() => message(element) !== '');
    expect(message(element)).to.equal('Suggestions are unavailable right now. Press Enter to search.');
    expect(button.classList.contains('loading')).to.be.false;
  });
});

describe('<shop-live-search> failures', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => server.restore());

  const failures: Array<[string, Parameters<FakeServer['on']>[1], string]> = [
    ['an HTTP error', { body: 'Internal Server Error', status: 500, contentType: 'text/plain' }, 'http'],
    ['admin-ajax refusing the action', { body: '0', status: 400 }, 'http'],
    ['malformed JSON', { body: '{"suggestions": [{"id": 1,', contentType: 'application/json' }, 'malformed'],
    ['JSON of another shape', { json: { success: false, data: 'nope' } }, 'malformed'],
    ['an HTML page with status 200', { body: '<!DOCTYPE html><html><body>Critical error</body></html>' }, 'html'],
    ['an empty body', { body: '' }, 'empty'],
  ];
  for (const [name, reply, failure] of failures) {
    it(`on ${name}: loading ends, the list area says so, the failure is reported`, async () => {
      server.on(SEARCH_ACTION, reply);
      const element = await mountSearch();
      const { input, button, panel } = parts(element);
      const failed = oneEvent(element, 'shop-live-search-failed');
      typeText(input, 'tee');
      expect((await failed).detail).to.deep.equal({ query: { text: 'tee', category: '' }, failure });
      await waitUntil(() => message(element) !== '');
      expect(panel.hidden).to.be.false;
      expect(expanded(element)).to.be.false;
      expect(button.classList.contains('loading')).to.be.false;
      await waitUntil(() => announced() === 'Suggestions are unavailable right now. Press Enter to search.');
    });
  }

  it('works again after a failure', async () => {
    server.on(SEARCH_ACTION, { body: 'Internal Server Error', status: 500 });
    const element = await mountSearch();
    const { input } = parts(element);
    typeText(input, 'tee');
    await waitUntil(() => message(element) !== '');
    server.on(SEARCH_ACTION, { json: { suggestions: TEES } });
    typeText(input, 'tees');
    await whenListed(element, 3);
    expect(message(element)).to.equal('');
  });

  it('shows the no-results row of the theme and a message for an empty list', async () => {
    server.on(SEARCH_ACTION, { json: { suggestions: [] } });
    const element = await mountSearch();
    typeText(parts(element).input, 'zzz');
    await waitUntil(() => message(element) === 'No products found.');
    expect(expanded(element)).to.be.false;
    await waitUntil(() => announced() === 'No products found.');
    await expect(element).to.be.accessible();
    server.on(SEARCH_ACTION, { json: { suggestions: [NO_PRODUCTS] } });
    typeText(parts(element).input, 'zzzz');
    await whenListed(element, 1);
    expect(options(element)[0]).to.have.attribute('aria-disabled', 'true');
    await expect(element).to.be.accessible();
  });
});
