import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { recordAlerts } from '../support/alerts.ts';
import { isJqueryOf, recordLegacyEvents } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { ITEMS, onAction, rowIds, sentActions, wishlistForm, wishlistTestSetup } from './wishlist-page-fixtures.ts';

const RADIOS = `<fieldset class="wishlist-privacy-radio"><legend>Visibility</legend>${['Public', 'Shared', 'Private']
  .map(
    (label, value) =>
      `<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value ? '' : ' checked'}> ${label}</label>`,
  )
  .join(' ')}</fieldset>`;
const NAME_ROW = `<p class="form-row"><label for="new_name">Wishlist name</label> <input id="new_name" type="text" name="wishlist_name" class="wishlist-name"></p>`;

/** YITH's popups as the premium templates print them, hidden after the wishlist form. */
const POPUPS = `<div id="move_to_another_wishlist" hidden><form class="wishlist-move-to-another-wishlist-popup yith-wcwl-popup-form">
  <div class="yith-wcwl-popup-content"><h3>Move to another wishlist</h3><p class="popup-description">This item is in My wishlist.</p>
  <p class="form-row yith-wcwl-first-row"><label>Wishlist <select class="wishlist-select"><option value="TOKEN2">Birthday</option><option value="new">Create a new wishlist</option></select></label></p>
  <div class="yith-wcwl-second-row">${NAME_ROW}${RADIOS}</div><input type="hidden" class="origin-wishlist-id" value="TOKEN1"></div>
  <div class="yith-wcwl-popup-footer"><button type="submit" class="button move_to_wishlist">Move</button></div></form></div>
<div id="ask_an_estimate_popup" hidden><form class="wishlist-ask-an-estimate-popup yith-wcwl-popup-form">
  <h3>Ask for an estimate</h3><p class="popup-description">We will reply with a price.</p>
  <p class="form-row"><label>Your email <input type="email" name="reply_email"></label></p>
  <p class="form-row"><label>Phone <input type="tel" name="fields[phone]"></label></p>
  <p class="form-row"><label>Additional notes <textarea name="additional_notes"></textarea></label></p>
  <input type="hidden" name="ask_an_estimate" value="7"><button type="submit" class="button">Send</button></form></div>
<div id="create_new_wishlist" hidden><form class="yith-wcwl-create-form" method="post" action="/wishlist/create/">
  <h3>Create a new wishlist</h3>${NAME_ROW}${RADIOS}<input type="hidden" name="yith_wcwl_create" value="n-create">
  <button type="submit" class="button">Create wishlist</button></form></div>
<a href="#ask_an_estimate_popup" class="button ask-an-estimate" data-rel="prettyPhoto[ask_an_estimate]">Ask for an estimate</a>
<a href="#create_new_wishlist" class="button create-new-wishlist" data-rel="prettyPhoto[create_wishlist]">Create a new wishlist</a>`;

const MOVE_LINK = (name: string) =>
  `<a href="#move_to_another_wishlist" class="move-to-another-wishlist-button" data-rel="prettyPhoto[move_to_another_wishlist]" aria-label="Move to another wishlist: ${name}">Move to another wishlist</a>`;

/** The wishlist form whose rows move through the popup (YITH's "popup" type of move), and the popups. */
async function mountWithPopups(attributes = ''): Promise<ShopElement> {
  const element = await mount<ShopElement>(`<shop-wishlist ${attributes}>${wishlistForm()}${POPUPS}</shop-wishlist>`, 'shop-wishlist');
  for (const { id, name } of ITEMS)
    element.querySelector(`[data-row-id="${id}"] .product-add-to-cart`)!.insertAdjacentHTML('beforeend', MOVE_LINK(name));
  return element;
}

const dialog = () => document.querySelector<HTMLElement>('.shop-wishlist-popup__dialog');
const inDialog = <T extends Element = HTMLElement>(selector: string) => dialog()?.querySelector<T>(selector) ?? null;
const title = () => document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent;
const feedback = () => inDialog('.shop-wishlist-popup__feedback');

async function open(element: HTMLElement, selector: string): Promise<HTMLElement> {
  const link = element.querySelector<HTMLElement>(selector)!;
  link.focus();
  link.click();
  await waitUntil(() => dialog() && inDialog('form'), 'the popup opens with its form (its code loaded on first use)');
  return link;
}

const MOVED = (request: { fields: Record<string, string> }) => ({
  json: {
    result: true,
    message: 'Element correctly moved to Birthday',
    user_wishlists: [],
    fragments: {
      'woocommerce.yith-wcwl-form.wishlist-fragment': wishlistForm(ITEMS.filter((item) => item.id !== request.fields['item_id'])),
    },
  },
});

describe('<shop-wishlist> move popup', () => {
  const env = wishlistTestSetup();
  afterEach(() => document.querySelector<HTMLElement>('.shop-wishlist-popup__overlay')?.click());

  it("is a named modal dialog, axe clean, focus inside; Escape closes it and focus returns to the row's link", async () => {
    const element = await mountWithPopups();
    const link = await open(element, '[data-row-id="21"] .move-to-another-wishlist-button');
    expect(dialog()).to.have.attribute('aria-modal', 'true');
    expect(title()).to.equal('Move to another wishlist');
    expect(dialog()!.contains(document.activeElement)).to.be.true;
    expect(inDialog('.yith-wcwl-second-row')!.hidden, 'the new list row waits for "new"').to.be.true;
    await expect(dialog()!).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog(), 'closed');
    expect(document.activeElement).to.equal(link);
    expect(sentActions(env.server, 'move_to_another_wishlist')).to.have.length(0);
  });

  it('moves the row to the chosen wishlist: the row goes, the feedback has a check, and the popup closes after 3,000 ms', async () => {
    onAction(env.server, 'move_to_another_wishlist', MOVED);
    const legacy = recordLegacyEvents(['moved_to_another_wishlist']);
    const element = await mountWithPopups();
    const link = await open(element, '[data-row-id="21"] .move-to-another-wishlist-button');
    const moved = oneEvent(element, 'shop-wishlist-moved');
    const clock = fakeDelays();
    inDialog<HTMLButtonElement>('.move_to_wishlist')!.click();
    expect((await moved).detail).to.deep.equal({ itemId: '21', destination: 'TOKEN2' });
    expect(sentActions(env.server, 'move_to_another_wishlist')[0]!.fields).to.deep.include({
      wishlist_token: 'TOKEN1',
      destination_wishlist_token: 'TOKEN2',
      item_id: '21',
      context: 'frontend',
    });
    await until(() => document.querySelector('.shop-live-region')?.textContent === 'Element correctly moved to Birthday', 'announced');
    expect(feedback()!.textContent).to.equal('Element correctly moved to Birthday');
    expect(feedback()!.className).to.contain('shop-wishlist-popup__feedback--success');
    expect(rowIds(element)).to.deep.equal(['16', '34']);
    expect(isJqueryOf(legacy[0]!.args[0], link)).to.be.true;
    expect(legacy[0]!.args[1]).to.equal('21');
    await expect(dialog()!).to.be.accessible();
    await clock.tick(2999);
    expect(dialog(), 'still open at 2,999 ms').to.exist;
    await clock.tick(1);
    await until(() => !dialog(), 'closed at 3,000 ms');
    expect(element.contains(document.activeElement), 'focus stays in the wishlist, the link went with its row').to.be.true;
  });

  it('"new" shows the name row and focuses it; an empty name is marked invalid and focused, and nothing is sent', async () => {
    onAction(env.server, 'move_to_another_wishlist', MOVED);
    const element = await mountWithPopups('feedback-timeout="50"');
    await open(element, '[data-row-id="16"] .move-to-another-wishlist-button');
    const select = inDialog<HTMLSelectElement>('.wishlist-select')!;
    select.value = 'new';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const name = inDialog<HTMLInputElement>('.wishlist-name')!;
    expect(inDialog('.yith-wcwl-second-row')!.hidden).to.be.false;
    expect(document.activeElement).to.equal(name);
    expect(name.labels![0]!.textContent, 'the copy keeps its label tied to the field').to.equal('Wishlist name');
    inDialog<HTMLButtonElement>('.move_to_wishlist')!.focus();
    await sendKeys({ press: 'Enter' });
    expect(name).to.have.attribute('aria-invalid', 'true');
    expect(name.closest('p')!.classList.contains('woocommerce-invalid')).to.be.true;
    expect(document.activeElement).to.equal(name);
    expect(sentActions(env.server, 'move_to_another_wishlist')).to.have.length(0);
    await sendKeys({ type: 'Gifts' });
    expect(name).not.to.have.attribute('aria-invalid');
    inDialog<HTMLInputElement>('.wishlist-visibility[value="2"]')!.click();
    await sendKeys({ press: 'Enter' });
    await until(() => sentActions(env.server, 'move_to_another_wishlist').length === 1, 'sent');
    expect(sentActions(env.server, 'move_to_another_wishlist')[0]!.fields).to.deep.include({
      destination_wishlist_token: 'new',
      wishlist_name: 'Gifts',
      wishlist_visibility: '2',
      item_id: '16',
    });
  });

  it('with cookies off, alerts the label, sends nothing and closes the popup; the row stays', async () => {
    const alerts = recordAlerts();
    const element = await mountWithPopups();
    const link = await open(element, '[data-row-id="21"] .move-to-another-wishlist-button');
    Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
    try {
      inDialog<HTMLButtonElement>('.move_to_wishlist')!.click();
      await waitUntil(() => !dialog(), 'closed');
      expect(alerts.messages).to.deep.equal(['Cookies are off.']);
      expect(env.server.sent('admin-ajax.php')).to.have.length(0);
      expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
      expect(document.activeElement).to.equal(link);
    } finally {
      delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
      alerts.restore();
    }
  });

  it('after an answer cut short, asks for the page again and shows what the server holds (the move reached it)', async () => {
    onAction(env.server, 'move_to_another_wishlist', { body: '{"result":true,"mess' });
    onAction(env.server, 'load_fragments', (request) => ({
      json: {
        fragments: {
          [Object.keys(request.fields)
            .find((name) => name.startsWith('fragments['))!
            .slice(10)
            .split(']')[0]!]: wishlistForm(ITEMS.filter((item) => item.id !== '21')),
        },
      },
    }));
    const element = await mountWithPopups();
    await open(element, '[data-row-id="21"] .move-to-another-wishlist-button');
    inDialog<HTMLButtonElement>('.move_to_wishlist')!.click();
    await waitUntil(() => feedback(), 'the feedback');
    expect(feedback()!.className).to.contain('shop-wishlist-popup__feedback--error');
    await waitUntil(() => rowIds(element).join() === '16,34', 'the page shows what the server holds');
  });

  for (const [failure, reply, message] of [
    ['a server error', { body: 'Internal error', status: 500 }, /\S/],
    ['a malformed answer', { body: '<html>not json</html>' }, /\S/],
    ['a refusal', { json: { result: false, message: 'The element could not be moved.' } }, /^The element could not be moved\.$/],
    [
      'a network error',
      () => {
        throw new TypeError('Failed to fetch');
      },
      /\S/,
    ],
  ] as const) {
    it(`shows ${failure} with the error mark and keeps the row`, async () => {
      onAction(env.server, 'move_to_another_wishlist', reply as never);
      const element = await mountWithPopups();
      await open(element, '[data-row-id="21"] .move-to-another-wishlist-button');
      inDialog<HTMLButtonElement>('.move_to_wishlist')!.click();
      await waitUntil(() => feedback(), 'the feedback');
      expect(feedback()!.className).to.contain('shop-wishlist-popup__feedback--error');
      expect(feedback()!.textContent).to.match(message);
      expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
      expect(element.querySelector('[data-row-id="21"]')).not.to.have.attribute('aria-busy');
    });
  }
});

describe('<shop-wishlist> ask an estimate popup', () => {
  const env = wishlistTestSetup();
  afterEach(() => document.querySelector<HTMLElement>('.shop-wishlist-popup__overlay')?.click());

  const fill = () => {
    inDialog<HTMLInputElement>('[name="reply_email"]')!.value = 'ann@example.com';
    inDialog<HTMLInputElement>('[name="fields[phone]"]')!.value = '555 0100';
    inDialog<HTMLTextAreaElement>('[name="additional_notes"]')!.value = 'Gift wrap, please';
  };

  it('sends every field of the form; the cleaned template replaces the form and the popup closes after the timeout', async () => {
    onAction(env.server, 'ask_an_estimate', {
      json: {
        result: true,
        message: 'Sent',
        template:
          '<p class="ask-an-estimate-sent">Thank you, we will reply.<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script></p>',
      },
    });
    const element = await mountWithPopups('feedback-timeout="1000"');
    await open(element, '.ask-an-estimate');
    expect(title()).to.equal('Ask for an estimate');
    await expect(dialog()!).to.be.accessible();
    fill();
    const sent = oneEvent(element, 'shop-wishlist-estimate-sent');
    const clock = fakeDelays();
    inDialog<HTMLButtonElement>('button[type="submit"]')!.click();
    expect((await sent).detail).to.deep.equal({ wishlistId: '7' });
    expect(sentActions(env.server, 'ask_an_estimate')[0]!.fields).to.deep.include({
      reply_email: 'ann@example.com',
      'fields[phone]': '555 0100',
      additional_notes: 'Gift wrap, please',
      ask_an_estimate: '7',
    });
    await until(() => inDialog('.ask-an-estimate-sent'), 'the template');
    expect(inDialog('form'), 'the form is gone').to.equal(null);
    expect(inDialog('script, [onerror]')).to.equal(null);
    expect((window as { hacked?: number }).hacked).to.equal(undefined);
    await until(() => document.querySelector('.shop-live-region')?.textContent === 'Thank you, we will reply.', 'the answer is announced');
    await clock.tick(999);
    expect(dialog(), 'still open at 999 ms').to.exist;
    await clock.tick(1);
    await until(() => !dialog(), 'closed after the timeout');
  });

  for (const [failure, reply, message] of [
    [
      'refuses',
      { json: { result: false, message: 'Please, make sure to enter a valid email address' } },
      'Please, make sure to enter a valid email address',
    ],
    ['fails', { body: 'oops', status: 502 }, ''],
    ['answers JSON of another shape', { json: { unexpected: [1, 2], fragments: 42, success: 'maybe' } }, ''],
    [
      'cannot be reached',
      () => {
        throw new TypeError('Failed to fetch');
      },
      '',
    ],
  ] as const) {
    it(`shows why when the server ${failure}: an error box under the description, the entries kept`, async () => {
      onAction(env.server, 'ask_an_estimate', reply as never);
      const element = await mountWithPopups();
      const link = await open(element, '.ask-an-estimate');
      fill();
      inDialog<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitUntil(() => inDialog('.woocommerce-error'), 'the error box');
      const box = inDialog('.woocommerce-error')!;
      expect(box.previousElementSibling!.className).to.equal('popup-description');
      expect(box).to.have.attribute('role', 'alert');
      if (message) expect(box.textContent).to.equal(message);
      else expect(box.textContent).to.match(/\S/);
      expect(inDialog<HTMLInputElement>('[name="reply_email"]')!.value).to.equal('ann@example.com');
      expect(inDialog<HTMLTextAreaElement>('[name="additional_notes"]')!.value).to.equal('Gift wrap, please');
      inDialog<HTMLButtonElement>('button[type="submit"]')!.click();
      await waitUntil(() => sentActions(env.server, 'ask_an_estimate').length === 2, 'sent again');
      expect(dialog()!.querySelectorAll('.woocommerce-error').length, 'one box, not one per try').to.equal(1);
      await expect(dialog()!).to.be.accessible();
      document.querySelector<HTMLElement>('.shop-wishlist-popup__overlay')!.click();
      await waitUntil(() => !dialog(), 'the overlay closes it');
      expect(document.activeElement).to.equal(link);
    });
  }
});

describe('<shop-wishlist> create popup', () => {
  wishlistTestSetup();
  let submitted: boolean[];
  // A form post would leave the test page: the post is recorded (whether the element let it go) and stopped.
  const stopPosts = (event: Event) => {
    submitted.push(!event.defaultPrevented);
    event.preventDefault();
  };
  beforeEach(() => {
    submitted = [];
    window.addEventListener('submit', stopPosts);
  });
  afterEach(() => {
    window.removeEventListener('submit', stopPosts);
    document.querySelector<HTMLElement>('.shop-wishlist-popup__overlay')?.click();
  });

  it('needs a name: an empty one is marked invalid and focused, nothing posted; with one, the form posts as printed', async () => {
    const element = await mountWithPopups();
    const link = await open(element, '.create-new-wishlist');
    expect(title()).to.equal('Create a new wishlist');
    await expect(dialog()!).to.be.accessible();
    const name = inDialog<HTMLInputElement>('.wishlist-name')!;
    inDialog<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted).to.deep.equal([false]);
    expect(name).to.have.attribute('aria-invalid', 'true');
    expect(name.closest('p')!.classList.contains('woocommerce-invalid')).to.be.true;
    expect(document.activeElement).to.equal(name);
    await sendKeys({ type: 'Holidays' });
    inDialog<HTMLInputElement>('.wishlist-visibility[value="1"]')!.click();
    inDialog<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted).to.deep.equal([false, true]);
    const form = inDialog<HTMLFormElement>('form')!;
    expect(Object.fromEntries(new FormData(form))).to.deep.equal({
      wishlist_name: 'Holidays',
      wishlist_visibility: '1',
      yith_wcwl_create: 'n-create',
    });
    expect(form.getAttribute('action')).to.equal('/wishlist/create/');
    document.querySelector<HTMLElement>('.shop-wishlist-popup__close')!.click();
    await waitUntil(() => !dialog(), 'closed');
    expect(document.activeElement).to.equal(link);
  });
});
