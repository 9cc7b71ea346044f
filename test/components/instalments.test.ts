import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/instalments/instalments.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { store } from '../../core/state/store.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { FakeServer } from '../support/fake-server.ts';
import { loadDialog } from '../../elements/instalments/provider-dialog.ts';
import { installJquery, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';

type El = ShopElement;
const text = (element: HTMLElement) => element.querySelector('.shop-instalments__message')?.textContent?.replace(/\s+/g, ' ').trim();
const dialog = () => document.querySelector<HTMLElement>('.shop-instalments__dialog');
const dialogRoot = () => document.querySelector<HTMLElement>('.shop-instalments__dialog-root')!;
const infoLink = (element: HTMLElement) => element.querySelector<HTMLAnchorElement>('.shop-instalments__info')!;
let hostCounter = 0;
/** Each dialog test gets its own provider host, since loaded dialogs are remembered for the page. */
const freshHost = () => `/prov-${++hostCounter}-${Date.now()}/`;

const HOSTILE = `<h3>Pay in 4</h3><p>Split it.</p>
  <script>window.__pwned = true</script>
  <img src="x" onerror="window.__pwned = true" alt="">
  <a href="javascript:window.__pwned=true" id="bad">Terms</a>
  <a href="https://provider.test/terms" id="good">Real terms</a>`;

/** The provider's settings as its gateway prints them; the host has no default (see the next describe). */
const PROVIDER = { provider_host: 'https://provider.test/' };
const setParams = (params?: object) => ((window as { shop_instalments_params?: unknown }).shop_instalments_params = params);

describe('<shop-instalments> messaging', () => {
  beforeEach(() => setParams(PROVIDER));
  afterEach(() => {
    setParams(undefined);
    store.set(chosenVariationAtom(501), null);
    removeJquery();
  });

  it('shows "4 payments of X", the schedule with its labels, and the info link', async () => {
    const element = await mount<El>('<shop-instalments price="100.01"></shop-instalments>');
    expect(text(element)).to.equal('or 4 interest-free payments of $25.00 USD with Afterpay Learn more');
    const rows = [...element.querySelectorAll('.shop-instalments__schedule li')].map((li) => li.textContent);
    expect(rows).to.deep.equal([
      '$25.00 USD First payment',
      '$25.00 USD 2 weeks later',
      '$25.00 USD 4 weeks later',
      '$25.01 USD 6 weeks later',
    ]);
    expect(infoLink(element).getAttribute('href')).to.equal('#afterpay-what-is-modal');
    expect(element.dataset.message).to.equal('payments');
    await expect(element).to.be.accessible();
  });

  it('is hidden when the provider setting is hide', async () => {
    const element = await mount<El>('<shop-instalments price="40" display="hide"></shop-instalments>');
    expect(element.hidden).to.be.true;
    expect(element.children.length).to.equal(0);
  });

  it('says when the product, or the cart, is not eligible', async () => {
    const product = await mount<El>('<shop-instalments price="40" product-ineligible></shop-instalments>');
    expect(text(product)).to.equal('Afterpay is not available for purchasing this item Learn more');
    const cart = await mount<El>('<shop-instalments price="40" cart-ineligible></shop-instalments>');
    expect(text(cart)).to.equal('Afterpay is not available for this purchase Learn more');
    await expect(cart).to.be.accessible();
  });

  it('still reads the deprecated product-eligible="false" and cart-eligible="false"', async () => {
    const product = await mount<El>('<shop-instalments price="40" product-eligible="false"></shop-instalments>');
    expect(text(product)).to.equal('Afterpay is not available for purchasing this item Learn more');
    const cart = await mount<El>('<shop-instalments price="40" cart-eligible="false"></shop-instalments>');
    expect(text(cart)).to.equal('Afterpay is not available for this purchase Learn more');
    const eligible = await mount<El>('<shop-instalments price="40" product-eligible></shop-instalments>');
    expect(text(eligible)).to.match(/^or 4 interest-free payments/);
  });

  it('gives the limits when the price is outside them (default 35.00–1000.00, attributes override)', async () => {
    const low = await mount<El>('<shop-instalments price="20"></shop-instalments>');
    expect(text(low)).to.equal('Afterpay is available for orders between $35.00 USD and $1,000.00 USD Learn more');
    expect(low.querySelector('.shop-instalments__schedule')).to.equal(null);
    const custom = await mount<El>('<shop-instalments price="20" min="10" max="500"></shop-instalments>');
    expect(text(custom)).to.contain('payments of $5.00 USD');
    await expect(low).to.be.accessible();
  });

  it('reads limits and texts from shop_instalments_params', async () => {
    (window as { shop_instalments_params?: unknown }).shop_instalments_params = {
      ...PROVIDER,
      min: '',
      max: '50',
      brand: 'Clearpay',
      provider: 'clearpay',
    };
    try {
      const element = await mount<El>('<shop-instalments price="60"></shop-instalments>');
      expect(text(element)).to.equal('Clearpay is available for orders between $35.00 USD and $50.00 USD Learn more');
      expect(infoLink(element).getAttribute('href')).to.equal('#clearpay-what-is-modal');
    } finally {
      delete (window as { shop_instalments_params?: unknown }).shop_instalments_params;
    }
  });

  it('covers a price range: "as low as", or the range against the limits', async () => {
    const asLowAs = await mount<El>('<shop-instalments min-price="18" max-price="60"></shop-instalments>');
    expect(text(asLowAs)).to.equal('or 4 interest-free payments as low as $8.75 USD with Afterpay Learn more');
    const range = await mount<El>('<shop-instalments min-price="40" max-price="80" range-display="range"></shop-instalments>');
    expect(text(range)).to.equal('or 4 interest-free payments of $10.00 USD – $20.00 USD with Afterpay Learn more');
    const outside = await mount<El>('<shop-instalments min-price="18" max-price="60" range-display="range"></shop-instalments>');
    expect(outside.dataset.message).to.equal('outside-limits');
  });

  it('follows the chosen variation of its product, and goes back to the range on reset', async () => {
    const element = await mount<El>('<shop-instalments min-price="18" max-price="60" product-id="501"></shop-instalments>');
    store.set(chosenVariationAtom(501), {
      variationId: 502,
      attributes: { attribute_pa_size: 'l' },
      displayPrice: 59.99,
      priceHtml: '',
      image: null,
      purchasable: true,
    });
    await element.updateComplete;
    expect(text(element)).to.equal('or 4 interest-free payments of $15.00 USD with Afterpay Learn more');
    expect(element.querySelector('.shop-instalments__schedule li:last-child')).to.have.text('$14.99 USD 6 weeks later');
    store.set(chosenVariationAtom(501), null);
    await element.updateComplete;
    expect(element.dataset.message).to.equal('as-low-as');
  });

  it("hides the server's no-JS paragraph, follows the enclosing #product-N, and restores the paragraph when removed", async () => {
    const element = await mount<El>(
      `<div id="product-501" class="product"><shop-instalments min-price="18" max-price="60">
      <p class="afterpay-paragraph">Pay in 4 from the server <a href="#afterpay-what-is-modal">Learn more</a></p></shop-instalments></div>`,
      'shop-instalments',
    );
    const server = element.querySelector<HTMLElement>('.afterpay-paragraph')!;
    expect(server.hidden).to.be.true;
    expect(element.querySelectorAll('.shop-instalments__message')).to.have.length(1);
    await expect(element).to.be.accessible();
    store.set(chosenVariationAtom(501), {
      variationId: 9,
      attributes: {},
      displayPrice: 40,
      priceHtml: '',
      image: null,
      purchasable: true,
    });
    await element.updateComplete;
    expect(text(element)).to.contain('payments of $10.00 USD');
    element.remove();
    await waitUntil(() => !server.hidden, 'the server paragraph is shown again');
  });

  it("follows the legacy jQuery found_variation / reset_data of WooCommerce's own variation form", async () => {
    const $ = installJquery();
    const element = await mount<El>(
      `<div class="product"><form class="variations_form"></form>
      <shop-instalments min-price="18" max-price="60"></shop-instalments></div>`,
      'shop-instalments',
    );
    const form = element.closest('.product')!.querySelector('form')!;
    $(form).trigger('found_variation', [{ display_price: 48, variation_id: 9 }]);
    await element.updateComplete;
    expect(text(element)).to.contain('payments of $12.00 USD');
    $(form).trigger('reset_data');
    await element.updateComplete;
    expect(element.dataset.message).to.equal('as-low-as');
  });
});

describe('<shop-instalments> without a provider host', () => {
  it("leaves out the Learn more link, leaves the page's own provider links plain, and warns once naming the setting", async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const element = await mount<El>(
        `<div><a href="#afterpay-what-is-modal" id="plain-link">About Afterpay</a>
        <shop-instalments price="40"></shop-instalments><shop-instalments price="80"></shop-instalments></div>`,
        'shop-instalments',
      );
      const second = element.parentElement!.querySelectorAll<El>('shop-instalments')[1]!;
      await waitUntil(() => second.querySelector('.shop-instalments__message'), 'both render');
      expect(text(element)).to.equal('or 4 interest-free payments of $10.00 USD with Afterpay');
      expect(element.parentElement!.querySelector('.shop-instalments__info')).to.equal(null);
      let leftToTheBrowser = false;
      // Last on the event's path: records whether the element took the click, then keeps the test page's URL.
      const record = (event: Event) => {
        leftToTheBrowser = !event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', record, { once: true });
      document.getElementById('plain-link')!.click();
      expect(leftToTheBrowser, 'the link is left to the browser').to.be.true;
      expect(dialog()).to.equal(null);
      expect(warnings.filter(([first]) => String(first).startsWith('shop-instalments:'))).to.deep.equal([
        [
          'shop-instalments: no provider host is set (the provider-host attribute, shop_instalments_params.provider_host, or the plugin\'s "Instalment provider host" setting): the "Learn more" link is left out.',
        ],
      ]);
      await expect(element).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });
});

describe('<shop-instalments> provider dialog', () => {
  let server: FakeServer;
  beforeEach(() => (server = new FakeServer()));
  afterEach(() => {
    server.restore();
    delete (window as { __pwned?: unknown }).__pwned;
  });

  /** Opens the dialog from the element's link and waits for it (its chunk is fetched the first time). */
  async function openFrom(element: El): Promise<void> {
    infoLink(element).focus();
    infoLink(element).click();
    await element.updateComplete;
    await waitUntil(() => dialog(), 'the dialog is shown');
  }

  it('loads the locale dialog, sanitises hostile provider HTML, and is an accessible modal', async () => {
    const host = freshHost();
    const answer = server.hold(`${host}modal/en_US.html`, { body: HOSTILE });
    const element = await mount<El>(`<shop-instalments price="40" provider-host="${host}"></shop-instalments>`);
    const states: string[] = [];
    element.addEventListener('shop-instalments-dialog-changed', (event) => states.push(event.detail.state));
    await openFrom(element);
    expect(dialog()).to.have.class('is-loading');
    expect(dialog()).to.have.attribute('aria-busy', 'true');
    await expect(dialogRoot()).to.be.accessible();
    answer();
    await waitUntil(() => dialog()?.classList.contains('is-content'), 'content shown');
    expect(server.sent('/modal/en_US.html')).to.have.length(1);
    expect(server.requests[0]!.method).to.equal('GET');
    const content = dialog()!.querySelector('.shop-instalments__content')!;
    expect(content.querySelector('h3')).to.have.text('Pay in 4');
    expect(content.querySelector('script')).to.equal(null);
    expect(content.querySelector('img')!.hasAttribute('onerror')).to.be.false;
    expect(content.querySelector('#bad')!.hasAttribute('href')).to.be.false;
    expect(content.querySelector('#good')!.getAttribute('href')).to.equal('https://provider.test/terms');
    expect((window as { __pwned?: unknown }).__pwned).to.equal(undefined);
    expect(dialog()).to.have.attribute('role', 'dialog');
    expect(dialog()).to.have.attribute('aria-modal', 'true');
    expect(document.activeElement).to.have.class('shop-instalments__close');
    await expect(dialogRoot()).to.be.accessible();
    expect(states).to.deep.equal(['loading', 'content']);
  });

  it('keeps only what the dialog needs from the provider: no styles, no forms or controls, http(s) links only', async () => {
    const host = freshHost();
    server.on(`${host}modal/en_US.html`, {
      body: `<p id="text" style="position: fixed; inset: 0; z-index: 2147483647">Pay in 4 with us.</p>
        <style>.shop-instalments__dialog p { visibility: hidden }</style>
        <img id="logo" src="https://provider.test/logo.png" alt="Provider">
        <form action="https://provider.test/collect"><label>Card <input name="card"></label><button>Apply</button></form>
        <input form="cart-form" name="add-to-cart" value="999"><button form="cart-form" formaction="https://provider.test/steal">Go</button>
        <a id="mail" href="mailto:help@provider.test">Mail us</a><a id="data" href="data:text/html,hi">Data</a>
        <a id="terms" href="https://provider.test/terms">Terms</a>`,
    });
    const element = await mount<El>(
      `<form id="cart-form" action="/cart/"><input type="hidden" name="add-to-cart" value="11"></form>
      <shop-instalments price="40" provider-host="${host}"></shop-instalments>`,
      'shop-instalments',
    );
    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-content'), 'content shown');
    const content = dialog()!.querySelector('.shop-instalments__content')!;
    // Names, not nodes: a failing comparison of nodes carrying a form takes the test page down.
    const found = (selector: string) => [...content.querySelectorAll(selector)].map((node) => node.id || node.localName);
    expect(found('style, form, input, button, [style]')).to.deep.equal([]);
    expect(content.querySelector('#text')).to.have.text('Pay in 4 with us.').and.to.be.visible;
    expect(content.querySelector('#logo')).to.have.attribute('src', 'https://provider.test/logo.png');
    expect(content.querySelector('#terms')).to.have.attribute('href', 'https://provider.test/terms');
    expect(found('[href]'), 'links kept').to.deep.equal(['terms']);
    const cartForm = document.getElementById('cart-form') as HTMLFormElement;
    expect(new FormData(cartForm).getAll('add-to-cart'), 'what the shop form would post').to.deep.equal(['11']);
    await expect(dialogRoot()).to.be.accessible();
  });

  it('builds the file name from modal-id, else locale + theme + cross-border flag', async () => {
    const host = freshHost();
    server.on(host, { body: '<p>ok</p>' });
    const themed = await mount<El>(
      `<shop-instalments price="40" locale="en_CA" modal-theme="mint" cross-border-trade provider-host="${host}"></shop-instalments>`,
    );
    await openFrom(themed);
    await waitUntil(() => dialog()?.classList.contains('is-content'));
    expect(server.requests.at(-1)!.url.pathname).to.equal(`${host}modal/en_CA_theme_mint_cbt.html`);
    dialog()!.querySelector<HTMLButtonElement>('.shop-instalments__close')!.click();
    const byId = await mount<El>(`<shop-instalments price="40" modal-id="custom-7" provider-host="${host}"></shop-instalments>`);
    await openFrom(byId);
    await waitUntil(() => dialog()?.classList.contains('is-content'));
    expect(server.requests.at(-1)!.url.pathname).to.equal(`${host}modal/custom-7.html`);
  });

  it('retries a failed load once bypassing the cache, then shows the content', async () => {
    const host = freshHost();
    let calls = 0;
    server.on(`${host}modal/`, () => (++calls === 1 ? { body: 'oops', status: 500 } : { body: '<p>Second time lucky</p>' }));
    const element = await mount<El>(`<shop-instalments price="40" provider-host="${host}"></shop-instalments>`);
    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-content'));
    expect(server.requests.map((request) => request.cache)).to.deep.equal(['default', 'reload']);
    expect(dialog()).to.contain.text('Second time lucky');
  });

  for (const [name, reply] of [
    ['HTTP 500', { body: '<html>error</html>', status: 500 }],
    ['HTTP 503 with an empty body', { body: '', status: 503 }],
  ] as const) {
    it(`shows the error after the retry also fails (${name})`, async () => {
      const host = freshHost();
      server.on(`${host}modal/`, reply);
      const element = await mount<El>(`<shop-instalments price="40" provider-host="${host}"></shop-instalments>`);
      await openFrom(element);
      await waitUntil(() => dialog()?.classList.contains('is-error'));
      expect(server.requests).to.have.length(2);
      expect(dialog()!.querySelector('[role="alert"]')).to.have.text('An unexpected error occurred. Please try again');
      await expect(dialogRoot()).to.be.accessible();
    });
  }

  it('gives up on a provider that never answers: each attempt times out, then the dialog fails', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { hang: true });
    const url = new URL(`${host}modal/en_US.html`, location.href);
    expect(await loadDialog(url, new AbortController().signal, 100)).to.deep.equal({ kind: 'failed' });
    expect(server.requests.map((request) => request.cache)).to.deep.equal(['default', 'reload']);
  });

  it('treats an HTML error page and a malformed body alike: sanitised text is content, an error status is a failure', async () => {
    const host = freshHost();
    server.on(`${host}modal/en_US.html`, { body: '<html><body><h1>Gateway error</h1></body></html>', status: 502 });
    server.on(`${host}modal/custom.html`, { body: '<div><p>Unclosed <b>bold' });
    expect(await loadDialog(new URL(`${host}modal/en_US.html`, location.href), new AbortController().signal)).to.deep.equal({
      kind: 'failed',
    });
    const partial = await loadDialog(new URL(`${host}modal/custom.html`, location.href), new AbortController().signal);
    expect(partial).to.deep.equal({ kind: 'content', html: '<div><p>Unclosed <b>bold</b></p></div>' });
  });

  it('shows the purchase-agreement fallback image for a US dialog with empty content', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '<script>alert(1)</script>  ' });
    const element = await mount<El>(`<shop-instalments price="40" provider-host="${host}"></shop-instalments>`);
    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-fallback'));
    expect(server.requests).to.have.length(2);
    const link = dialog()!.querySelector<HTMLAnchorElement>('.shop-instalments__fallback')!;
    expect(link.href).to.equal('https://www.afterpay.com/en-US/installment-agreement');
    expect(link.querySelector('img')!.getAttribute('src')).to.equal(new URL(`${host}modal/en_US-fallback.png`, location.href).href);
    expect(link.querySelector('img')).to.have.attribute('alt', 'Read the Afterpay payment agreement');
    await expect(dialogRoot()).to.be.accessible();
  });

  it('shows the error, not the US fallback, for another locale with empty content', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '' });
    const element = await mount<El>(`<shop-instalments price="40" locale="en_AU" provider-host="${host}"></shop-instalments>`);
    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-error'));
  });

  it('never fetches from a non-http provider host: no Learn more link', async () => {
    const element = await mount<El>('<shop-instalments price="40" provider-host="javascript:alert(1)//"></shop-instalments>');
    expect(element.querySelector('.shop-instalments__info')).to.equal(null);
    expect(text(element)).to.equal('or 4 interest-free payments of $10.00 USD with Afterpay');
    expect(server.requests).to.have.length(0);
  });

  it('closes by Escape, by the close button and by the overlay, returning focus to the link', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '<p>Info <a href="https://provider.test/">link</a></p>' });
    const element = await mount<El>(`<shop-instalments price="40" provider-host="${host}"></shop-instalments>`);

    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-content'));
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(infoLink(element));

    await openFrom(element);
    const closed = oneEvent(element, 'shop-instalments-dialog-changed');
    dialog()!.querySelector<HTMLButtonElement>('.shop-instalments__close')!.click();
    expect((await closed).detail).to.deep.equal({ state: 'hidden' });
    await element.updateComplete;
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(infoLink(element));

    await openFrom(element);
    document.querySelector<HTMLElement>('.shop-instalments__overlay')!.click();
    await element.updateComplete;
    expect(dialog()).to.equal(null);
    expect(server.requests).to.have.length(1);
  });

  it('opens from a #{provider}-what-is-modal link elsewhere on the page, once, from the first messaging', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '<p>Info</p>' });
    const element = await mount<El>(
      `<shop-instalments price="40" provider-host="${host}"></shop-instalments><shop-instalments price="80" provider-host="${host}"></shop-instalments>`,
    );
    await (element.nextElementSibling as El).updateComplete;
    const outside = document.createElement('a');
    outside.href = '#afterpay-what-is-modal';
    outside.textContent = 'What is Afterpay?';
    document.body.append(outside);
    try {
      outside.click();
      await element.updateComplete;
      expect(location.hash).to.equal('');
      await waitUntil(() => dialog()?.classList.contains('is-content'), 'content shown');
      expect(document.querySelectorAll('.shop-instalments__dialog')).to.have.length(1);
      expect(server.sent('/modal/')).to.have.length(1);
    } finally {
      outside.remove();
    }
  });

  it('answers an outside link from the first messaging of the provider the link names', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '<p>Info</p>' });
    const element = await mount<El>(
      `<shop-instalments price="40" provider-host="${host}"></shop-instalments><shop-instalments price="80" provider="clearpay" provider-host="${host}"></shop-instalments>`,
    );
    const clearpay = element.nextElementSibling as El;
    await clearpay.updateComplete;
    const outside = document.createElement('a');
    outside.href = '#clearpay-what-is-modal';
    outside.textContent = 'What is Clearpay?';
    document.body.append(outside);
    const states: string[] = [];
    clearpay.addEventListener('shop-instalments-dialog-changed', (event) => states.push((event as CustomEvent).detail.state));
    try {
      outside.click();
      await waitUntil(() => dialog()?.classList.contains('is-content'), 'content shown');
      expect(states[0]).to.equal('loading');
      expect(document.querySelectorAll('.shop-instalments__dialog')).to.have.length(1);
    } finally {
      outside.remove();
    }
  });

  it('traps Tab inside the dialog', async () => {
    const host = freshHost();
    server.on(`${host}modal/`, { body: '<p>Info <a href="https://provider.test/">link</a></p>' });
    const element = await mount<El>(
      `<button>before</button><shop-instalments price="40" provider-host="${host}"></shop-instalments><button>after</button>`,
      'shop-instalments',
    );
    await openFrom(element);
    await waitUntil(() => dialog()?.classList.contains('is-content'));
    const close = dialog()!.querySelector('.shop-instalments__close');
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.have.text('link');
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(close);
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.have.text('link');
    await sendKeys({ press: 'Escape' });
  });
});
