import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/quick-view/quick-view.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { FakeServer } from '../support/fake-server.ts';
import { mount } from '../support/mount.ts';

const AJAX = '/wp-admin/admin-ajax.php';

/** A listing card with the theme's trigger: a link to the product page (here a hash, so following it shows). */
const card = (id = 12, attributes = '') => `<ul class="products"><li class="product type-product post-${id}">
  <a href="#product-${id}-page" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">Product ${id}</h2></a>
  <shop-quick-view ${attributes}><a href="#product-${id}-page" class="button quick-view-button" data-product_id="${id}">Quick view</a></shop-quick-view>
</li></ul>`;

/** The theme's answer: the product's gallery and summary, as on the product page. */
const panel = (id = 12, title = 'Hooded &amp; Zipped', extra = '') => `<div id="product-${id}" class="product type-product post-${id}">
  <div class="summary entry-summary"><h1 class="product_title entry-title">${title}</h1><p class="price">$40.00</p>${extra}
    <form class="cart" action="#product-${id}-page" method="post"><label for="qty-${id}">Quantity</label><input type="number" id="qty-${id}" name="quantity" value="1">
      <button type="submit" name="add-to-cart" value="${id}" class="single_add_to_cart_button button alt">Add to cart</button></form>
  </div>
</div>`;

const trigger = (element: HTMLElement) => element.querySelector<HTMLAnchorElement>('.quick-view-button')!;
const dialog = () => document.querySelector<HTMLElement>('.shop-quick-view__dialog');
const message = (element: HTMLElement) => element.querySelector('.shop-quick-view__message')!;

function record(element: HTMLElement) {
  const events: string[] = [];
  for (const name of ['shop-quick-view-open', 'shop-quick-view-opened', 'shop-quick-view-closed', 'shop-quick-view-failed'] as const) {
    element.addEventListener(name, (event) => events.push(`${name.slice('shop-quick-view-'.length)} ${JSON.stringify(event.detail)}`));
  }
  return events;
}

async function press(element: HTMLElement): Promise<void> {
  trigger(element).focus();
  await sendKeys({ press: 'Enter' });
}

async function open(element: ShopElement): Promise<HTMLElement> {
  await press(element);
  await waitUntil(dialog, 'the dialog opened');
  await element.updateComplete;
  return dialog()!;
}

describe('<shop-quick-view>', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(async () => {
    server.restore();
    if (dialog()) await sendKeys({ press: 'Escape' });
    await waitUntil(() => !document.querySelector('.shop-quick-view__root'), 'the dialog was removed');
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
    delete (window as { shop_quick_view_params?: unknown }).shop_quick_view_params;
  });

  it('shows processing on the trigger while it posts the action and product to admin-ajax', async () => {
    const answer = server.hold(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    await press(element);
    expect(trigger(element)).to.have.class('loading');
    expect(trigger(element)).to.have.attribute('aria-busy', 'true');
    answer();
    await waitUntil(dialog, 'the dialog opened');
    expect(trigger(element)).not.to.have.class('loading');
    expect(trigger(element)).not.to.have.attribute('aria-busy');
    const [request] = server.sent(AJAX);
    expect(request!.method).to.equal('POST');
    expect(request!.fields).to.deep.equal({ product: '12', action: 'shop_quick_view' });
    expect(location.hash, 'the link was not followed').to.equal('');
  });

  it('opens the panel in a modal dialog named by the product title, focus on the close button', async () => {
    server.on(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    const events = record(element);
    const shown = await open(element);
    expect(shown).to.have.attribute('role', 'dialog');
    expect(shown).to.have.attribute('aria-modal', 'true');
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)).to.have.text('Hooded & Zipped');
    expect(shown.querySelector('.single_add_to_cart_button')).to.have.text('Add to cart');
    expect(document.activeElement).to.equal(shown.querySelector('.shop-quick-view__close'));
    expect(events).to.deep.equal(['open {"productId":12}', 'opened {"productId":12,"title":"Hooded & Zipped"}']);
    await expect(document.querySelector('.shop-quick-view__root')!).to.be.accessible();
  });

  it('keeps Tab inside the dialog', async () => {
    server.on(AJAX, { body: panel() });
    const shown = await open(await mount<ShopElement>(card(), 'shop-quick-view'));
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await sendKeys({ press: key });
      expect(shown.contains(document.activeElement), key).to.equal(true);
    }
  });

  it('closes on Escape, fades for 300 ms, then is removed and focus is back on the trigger', async () => {
    server.on(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    const events = record(element);
    await open(element);
    const clock = fakeDelays();
    await sendKeys({ press: 'Escape' });
    await until(() => dialog()?.classList.contains('shop-quick-view__dialog--closing'), 'the dialog is closing');
    expect(events.at(-1)).to.equal('closed {"productId":12,"reason":"close"}');
    await clock.tick(299);
    await element.updateComplete;
    expect(dialog(), 'still fading at 299 ms').not.to.equal(null);
    await clock.tick(1);
    await until(() => !dialog(), 'removed at 300 ms');
    expect(document.querySelector('.shop-quick-view__root')).to.equal(null);
    expect(document.activeElement).to.equal(trigger(element));
  });

  it('is removed at once under reduced motion', async () => {
    server.on(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    await open(element);
    store.set(settingsAtom, (settings) => ({ ...settings, reducedMotion: true }));
    try {
      fakeDelays();
      await sendKeys({ press: 'Escape' });
      await until(() => !dialog(), 'removed with no time passing');
      expect(document.activeElement).to.equal(trigger(element));
    } finally {
      store.set(settingsAtom, (settings) => ({ ...settings, reducedMotion: false }));
    }
  });

  it('closes with the close button and with a click on the overlay', async () => {
    server.on(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    await open(element);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => !dialog(), 'Enter on the close button');
    expect(document.activeElement).to.equal(trigger(element));
    await open(element);
    document.querySelector<HTMLElement>('.shop-quick-view__overlay')!.click();
    await waitUntil(() => !dialog(), 'a click on the overlay');
  });

  it('sends nothing when a listener cancels shop-quick-view-open, and does not follow the link', async () => {
    server.on(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    element.addEventListener('shop-quick-view-open', (event) => event.preventDefault());
    trigger(element).click();
    await element.updateComplete;
    expect(server.requests).to.have.length(0);
    expect(location.hash).to.equal('');
    expect(trigger(element)).not.to.have.class('loading');
  });

  it('leaves a modified click (a new tab) to the browser', async () => {
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    let leftToBrowser: boolean | undefined;
    // Reads what the element decided, then stops the browser from opening a tab in the test run.
    const stop = (event: Event): void => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    trigger(element).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.removeEventListener('click', stop);
    await element.updateComplete;
    expect(leftToBrowser).to.equal(true);
    expect(server.requests).to.have.length(0);
  });

  it('a second trigger while the first loads aborts the first: one dialog, for the second product', async () => {
    server.on(AJAX, (request) => (request.fields['product'] === '12' ? { hang: true } : { body: panel(13, 'Second') }));
    const first = await mount<ShopElement>(card(12) + card(13), 'shop-quick-view');
    const second = document.querySelectorAll<ShopElement>('shop-quick-view')[1]!;
    await second.updateComplete;
    const events = [...record(first), ...record(second)];
    trigger(first).click();
    expect(trigger(first)).to.have.class('loading');
    await waitUntil(() => server.sent(AJAX).length === 1, 'the first request is on its way');
    trigger(second).click();
    await waitUntil(dialog, 'the second dialog opened');
    await waitUntil(() => !trigger(first).classList.contains('loading'), 'the first ended its processing');
    expect(document.querySelectorAll('.shop-quick-view__dialog')).to.have.length(1);
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)).to.have.text('Second');
    expect(message(first).textContent, 'an abort is no failure').to.equal('');
    expect(events.filter((event) => event.startsWith('failed'))).to.deep.equal([]);
  });

  it('ignores a second press of a trigger that is loading', async () => {
    const answer = server.hold(AJAX, { body: panel() });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    trigger(element).click();
    trigger(element).click();
    answer();
    await waitUntil(dialog, 'the dialog opened');
    expect(server.sent(AJAX)).to.have.length(1);
  });

  const failures: Array<[string, Parameters<FakeServer['on']>[1]]> = [
    ['a server error', { body: 'Internal Server Error', status: 500, contentType: 'text/plain' }],
    ['an answer cut short', { body: panel().slice(0, Math.floor(panel().length / 2)) }],
    ['a login page', { body: '<!DOCTYPE html><html><body class="login"><form id="loginform"></form></body></html>' }],
    ["WordPress's '0' (no handler)", { body: '0', status: 400 }],
    ['an empty body', { body: '' }],
  ];
  for (const [what, reply] of failures) {
    it(`on ${what}: ends processing, says so next to the trigger, and the card still works`, async () => {
      server.on(AJAX, reply);
      const element = await mount<ShopElement>(card(), 'shop-quick-view');
      const events = record(element);
      await press(element);
      await waitUntil(() => message(element).textContent, 'the message is shown');
      expect(message(element)).to.have.text('The quick view could not be opened. Please try again, or open the product page.');
      expect(message(element)).to.have.attribute('role', 'status');
      expect(trigger(element)).not.to.have.class('loading');
      expect(trigger(element)).not.to.have.attribute('aria-busy');
      expect(dialog()).to.equal(null);
      expect(events.at(-1)).to.equal(
        'failed {"productId":12,"message":"The quick view could not be opened. Please try again, or open the product page."}',
      );
      expect(element.querySelector('.woocommerce-LoopProduct-link, a')!.getAttribute('href')).to.equal('#product-12-page');
      await expect(element).to.be.accessible();
      server.on(AJAX, { body: panel() });
      await press(element);
      await waitUntil(dialog, 'a retry opens the dialog');
      expect(message(element).textContent, 'the message is cleared').to.equal('');
    });
  }

  it('shows hostile markup as inert text: no script runs, no handler or javascript: URL survives', async () => {
    const hostile = `<script>window.quickViewHacked = 'script'</script><img src="x" onerror="window.quickViewHacked = 'onerror'">
      <a href="javascript:window.quickViewHacked = 'link'" class="hostile-link">Details</a><iframe srcdoc="<script>parent.quickViewHacked = 'frame'</script>"></iframe>`;
    server.on(AJAX, { body: panel(12, 'Tee <img src="y" onerror="window.quickViewHacked = 1">', hostile) });
    const element = await mount<ShopElement>(card(), 'shop-quick-view');
    const shown = await open(element);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect((window as { quickViewHacked?: unknown }).quickViewHacked).to.equal(undefined);
    expect(shown.querySelector('script, iframe, [onerror]')).to.equal(null);
    expect(shown.querySelector('.hostile-link')!.hasAttribute('href')).to.equal(false);
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)!.innerHTML).to.equal('Tee');
  });

  it('takes action, URL, close text, message text and product from attributes over the params global', async () => {
    (window as { shop_quick_view_params?: unknown }).shop_quick_view_params = {
      action: 'theme_quickview',
      ajax_url: '/fr/wp-admin/admin-ajax.php',
    };
    server.on('/fr/wp-admin/admin-ajax.php', { body: panel(40) }).on('/custom-ajax', { body: 'nope', status: 500 });
    const fromParams = await mount<ShopElement>(card(), 'shop-quick-view');
    await press(fromParams);
    await waitUntil(dialog, 'the dialog opened');
    expect(server.requests[0]!.fields).to.deep.equal({ product: '12', action: 'theme_quickview' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(), 'closed');
    const attributes = 'quick-view-action="custom_view" ajax-url="/custom-ajax" error-text="Vue rapide indisponible" product-id="40"';
    const fromAttributes = await mount<ShopElement>(card(12, attributes), 'shop-quick-view');
    await press(fromAttributes);
    await waitUntil(() => message(fromAttributes).textContent, 'the message is shown');
    expect(message(fromAttributes)).to.have.text('Vue rapide indisponible');
    expect(server.requests[1]!.fields).to.deep.equal({ product: '40', action: 'custom_view' });
    server.on('/custom-ajax', { body: panel(40) });
    const closeLabelled = await mount<ShopElement>(card(12, 'ajax-url="/custom-ajax" close-label="Fermer"'), 'shop-quick-view');
    await open(closeLabelled);
    expect(document.activeElement).to.have.text('Fermer');
  });

  it('reads the product from the card when the trigger carries no data-product_id', async () => {
    server.on(AJAX, { body: panel(31) });
    const markup = card(31).replace(' data-product_id="31"', '');
    await open(await mount<ShopElement>(markup, 'shop-quick-view'));
    expect(server.requests[0]!.fields['product']).to.equal('31');
  });
});
