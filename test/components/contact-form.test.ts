import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/contact-form/contact-form.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { FakeServer, type Reply } from '../support/fake-server.ts';
import { mount } from '../support/mount.ts';

const FORM = (attributes = 'ajax-url="/wp-admin/admin-ajax.php"') => `
  <shop-contact-form ${attributes}>
    <form class="shop-contact" method="post" action="/contact/" aria-label="Contact us">
      <input type="hidden" name="action" value="shop_contact_form">
      <p class="form-row"><label for="contact_name">Name</label><input type="text" id="contact_name" name="contact_name" value="Ada"></p>
      <p class="form-row"><label for="contact_message">Message</label><textarea id="contact_message" name="contact_message"></textarea></p>
      <p class="form-row"><button type="submit" class="button">Send</button></p>
    </form>
  </shop-contact-form>`;

const button = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const form = (element: HTMLElement) => element.querySelector('form')!;
const status = (element: HTMLElement) => element.querySelector('[role="status"]')!.textContent;
const alert = (element: HTMLElement) => element.querySelector('[role="alert"]')!.textContent;

async function send(element: HTMLElement): Promise<void> {
  element.querySelector<HTMLTextAreaElement>('#contact_message')!.value = 'Where is my order?';
  button(element).focus();
  await sendKeys({ press: 'Enter' });
}

const settle = (element: HTMLElement) => waitUntil(() => form(element).getAttribute('aria-busy') === 'false', 'the call completed');

describe('<shop-contact-form>', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => server.restore());

  it('marks the submit processing until the AJAX call completes, then shows the answer and clears the form', async () => {
    const answer = server.hold('admin-ajax.php', { json: { success: true, data: { message: 'Thanks, Ada! We answer within a day.' } } });
    const element = await mount<ShopElement>(FORM(), 'shop-contact-form');
    const sent: string[] = [];
    element.addEventListener('shop-contact-form-sent', (event) => sent.push(event.detail.message));
    await send(element);
    expect(button(element).classList.contains('processing')).to.equal(true);
    expect(button(element).getAttribute('aria-disabled')).to.equal('true');
    expect(form(element).getAttribute('aria-busy')).to.equal('true');
    expect(document.activeElement, 'focus stays on the button').to.equal(button(element));
    await expect(element).to.be.accessible();
    answer();
    await settle(element);
    expect(button(element).classList.contains('processing')).to.equal(false);
    expect(button(element).hasAttribute('aria-disabled')).to.equal(false);
    await element.updateComplete;
    expect(status(element)).to.equal('Thanks, Ada! We answer within a day.');
    expect(element.querySelector<HTMLTextAreaElement>('#contact_message')!.value).to.equal('');
    expect(server.requests).to.have.length(1);
    expect(server.requests[0]!.fields).to.deep.equal({
      action: 'shop_contact_form',
      contact_name: 'Ada',
      contact_message: 'Where is my order?',
    });
    expect(sent).to.deep.equal(['Thanks, Ada! We answer within a day.']);
    await expect(element).to.be.accessible();
  });

  it('ignores a second submit while the first is on its way', async () => {
    const answer = server.hold('admin-ajax.php', { json: { success: true } });
    const element = await mount<ShopElement>(FORM(), 'shop-contact-form');
    await send(element);
    await sendKeys({ press: 'Enter' });
    expect(form(element).getAttribute('aria-busy'), 'the first is still on its way').to.equal('true');
    answer();
    await settle(element);
    expect(server.requests).to.have.length(1);
    await element.updateComplete;
    expect(status(element), 'the default text when the server gives none').to.equal('Thank you for your message. It has been sent.');
  });

  const failures: Array<[string, Reply, string]> = [
    [
      'a refusal with its message',
      { json: { success: false, data: { message: 'Please enter a valid email address.' } } },
      'Please enter a valid email address.',
    ],
    ['an HTTP error', { body: 'Internal error', status: 500 }, 'Your message could not be sent. Please try again.'],
    [
      'an HTML page',
      { body: '<html><body>Login</body></html>', contentType: 'text/html' },
      'Your message could not be sent. Please try again.',
    ],
    ['broken JSON', { body: '{"success": tr' }, 'Your message could not be sent. Please try again.'],
    [
      'hostile markup in the message',
      { json: { success: false, data: { message: '<img src=x onerror="window.hacked=1">' } } },
      '<img src=x onerror="window.hacked=1">',
    ],
  ];
  for (const [name, reply, shown] of failures) {
    it(`clears processing and shows an alert after ${name}, keeping what the shopper wrote`, async () => {
      server.on('admin-ajax.php', reply);
      const element = await mount<ShopElement>(FORM(), 'shop-contact-form');
      const failed: string[] = [];
      element.addEventListener('shop-contact-form-failed', (event) => failed.push(event.detail.failure));
      await send(element);
      await settle(element);
      await element.updateComplete;
      expect(button(element).classList.contains('processing')).to.equal(false);
      expect(alert(element)).to.equal(shown);
      expect(element.querySelector('[role="alert"] img'), 'text, never markup').to.equal(null);
      expect(element.querySelector<HTMLTextAreaElement>('#contact_message')!.value).to.equal('Where is my order?');
      expect(failed).to.have.length(1);
      await expect(element).to.be.accessible();
    });
  }

  it('sends nothing when a listener cancels shop-contact-form-send', async () => {
    server.on('admin-ajax.php', { json: { success: true } });
    const element = await mount<ShopElement>(FORM(), 'shop-contact-form');
    element.addEventListener('shop-contact-form-send', (event) => event.preventDefault());
    await send(element);
    expect(server.requests).to.have.length(0);
    expect(button(element).classList.contains('processing')).to.equal(false);
  });

  it('posts to woocommerce_params.ajax_url when no ajax-url is given', async () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { ajax_url: '/custom/admin-ajax.php' };
    try {
      server.on('admin-ajax.php', { json: { success: true } });
      const element = await mount<ShopElement>(FORM(''), 'shop-contact-form');
      await send(element);
      await settle(element);
      expect(server.requests[0]!.url.pathname).to.equal('/custom/admin-ajax.php');
    } finally {
      delete (window as { woocommerce_params?: unknown }).woocommerce_params;
    }
  });
});
