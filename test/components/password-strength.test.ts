import { expect } from '@open-wc/testing';
import '../../elements/password-strength/password-strength.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { disallowedWords } from '../../elements/password-strength/disallowed-words.ts';
import { until } from '../support/fake-delays.ts';
import { recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';

// Scores under the meter's dictionaries: 0, 1, 2, 3 and 4.
const VERY_WEAK = 'abc123';
const WEAK_ONE = 'Summer2020';
const WEAK_TWO = 'bluejeans77';
const MEDIUM = 'kettle9lamp';
const STRONG = 'horse-staple9';

const REGISTER = (attributes = '') => `
  <form method="post" class="woocommerce-form woocommerce-form-register register">
    <shop-password-strength ${attributes}>
      <p class="form-row"><label for="reg_password">Password</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password"></span></p>
    </shop-password-strength>
    <p class="form-row"><button type="submit" class="woocommerce-Button button" name="register" value="Register">Register</button></p>
  </form>`;

const CHECKOUT = (attributes = '') => `
  <form name="checkout" method="post" class="checkout woocommerce-checkout">
    <shop-password-strength ${attributes}>
      <p class="form-row"><label for="account_password">Create account password</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password"></span></p>
    </shop-password-strength>
    <button type="submit" class="button alt" id="place_order">Place order</button>
  </form>`;

const EDIT_ACCOUNT = `
  <form class="woocommerce-EditAccountForm edit-account" method="post">
    <shop-password-strength>
      <p class="form-row"><label for="password_1">New password</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="password_1" id="password_1"></span></p>
      <p class="form-row"><label for="password_2">Confirm new password</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="password_2" id="password_2"></span></p>
    </shop-password-strength>
    <button type="submit" class="woocommerce-Button button" name="save_account_details">Save changes</button>
  </form>`;

const field = (element: HTMLElement, id = 'reg_password') => element.querySelector<HTMLInputElement>(`#${id}`)!;
const meter = (element: HTMLElement) => element.querySelector<HTMLElement>('.woocommerce-password-strength')!;
const hint = (element: HTMLElement) => element.querySelector<HTMLElement>('.woocommerce-password-hint');
const submit = (element: HTMLElement) => element.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!;

function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

async function typeAndScore(element: HTMLElement, value: string, label: string, id?: string): Promise<void> {
  const input = field(element, id);
  input.focus();
  type(input, value);
  await until(() => meter(element).textContent === label, `the meter says "${label}" for "${value}"`);
}

const STRONGER = ' - Please enter a stronger password.';

describe('<shop-password-strength>', () => {
  let realWorker: typeof Worker;
  before(() => {
    // The test bundle has no worker file: scoring takes the page-thread fallback at once.
    realWorker = window.Worker;
    window.Worker = class {
      constructor() {
        throw new Error('no worker in component tests');
      }
    } as unknown as typeof Worker;
  });
  after(() => {
    window.Worker = realWorker;
  });
  afterEach(() => {
    const globals = window as { wc_password_strength_meter_params?: unknown; pwsL10n?: unknown };
    delete globals.wc_password_strength_meter_params;
    delete globals.pwsL10n;
    document.title = 'shop-elements test';
  });

  it('shows nothing while the field is empty, then labels every score as WooCommerce does', async () => {
    const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
    expect(meter(element).hidden).to.be.true;
    await typeAndScore(element, VERY_WEAK, `Very weak${STRONGER}`);
    expect(meter(element).className).to.equal('woocommerce-password-strength short');
    await typeAndScore(element, WEAK_ONE, `Weak${STRONGER}`);
    expect(meter(element).className).to.equal('woocommerce-password-strength bad');
    await typeAndScore(element, WEAK_TWO, `Weak${STRONGER}`);
    await typeAndScore(element, MEDIUM, 'Medium');
    expect(meter(element).className).to.equal('woocommerce-password-strength good');
    await typeAndScore(element, STRONG, 'Strong');
    expect(meter(element).className).to.equal('woocommerce-password-strength strong');
    type(field(element), '');
    await until(() => meter(element).hidden, 'the meter hides again');
    expect(meter(element).textContent).to.equal('');
  });

  it('shows the hint for scores 0 to 2 only, tied to the field with the meter', async () => {
    const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
    await typeAndScore(element, WEAK_TWO, `Weak${STRONGER}`);
    expect(hint(element)!.textContent).to.equal(
      'Hint: The password should be at least twelve characters long. To make it stronger, use upper and lower case letters, numbers, and symbols like ! " ? $ % ^ & ).',
    );
    expect(field(element).getAttribute('aria-describedby')).to.equal(`${meter(element).id} ${hint(element)!.id}`);
    expect(meter(element)).to.have.attribute('aria-live', 'polite');
    await expect(element.closest('form')!).to.be.accessible();
    await typeAndScore(element, MEDIUM, 'Medium');
    expect(hint(element) === null, 'no hint').to.be.true;
    expect(field(element).getAttribute('aria-describedby')).to.equal(meter(element).id);
    await expect(element.closest('form')!).to.be.accessible();
  });

  it('disables the register button while a non-empty password is below the minimum', async () => {
    const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
    await typeAndScore(element, WEAK_ONE, `Weak${STRONGER}`);
    expect(submit(element).disabled).to.be.true;
    expect(submit(element)).to.have.class('disabled');
    await typeAndScore(element, STRONG, 'Strong');
    expect(submit(element).disabled).to.be.false;
    expect(submit(element)).not.to.have.class('disabled');
    await typeAndScore(element, VERY_WEAK, `Very weak${STRONGER}`);
    expect(submit(element).disabled).to.be.true;
    type(field(element), '');
    await until(() => !submit(element).disabled, 'an empty password unblocks the button');
  });

  it('never blocks checkout unless stop_checkout or enforce-on-checkout says so', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-password-strength');
    await typeAndScore(element, VERY_WEAK, `Very weak${STRONGER}`, 'account_password');
    expect(submit(element).disabled).to.be.false;

    (window as { wc_password_strength_meter_params?: unknown }).wc_password_strength_meter_params = { stop_checkout: '1' };
    const enforced = await mount<ShopElement>(CHECKOUT(), 'shop-password-strength');
    await typeAndScore(enforced, VERY_WEAK, `Very weak${STRONGER}`, 'account_password');
    expect(submit(enforced).disabled).to.be.true;

    delete (window as { wc_password_strength_meter_params?: unknown }).wc_password_strength_meter_params;
    const byAttribute = await mount<ShopElement>(CHECKOUT('enforce-on-checkout'), 'shop-password-strength');
    await typeAndScore(byAttribute, VERY_WEAK, `Very weak${STRONGER}`, 'account_password');
    expect(submit(byAttribute).disabled).to.be.true;
  });

  it('says Mismatch while the confirmation differs, and scores again once it matches', async () => {
    const element = await mount<ShopElement>(EDIT_ACCOUNT, 'shop-password-strength');
    await typeAndScore(element, STRONG, 'Strong', 'password_1');
    type(field(element, 'password_2'), 'horse-stap');
    await until(() => meter(element).textContent === 'Mismatch', 'the meter says Mismatch');
    expect(meter(element).className).to.equal('woocommerce-password-strength short');
    expect(submit(element).disabled).to.be.false;
    await expect(element.closest('form')!).to.be.accessible();
    type(field(element, 'password_2'), STRONG);
    await until(() => meter(element).textContent === 'Strong', 'the meter scores the matching password');
  });

  it('takes its texts from pwsL10n and wc_password_strength_meter_params, its minimum from the attribute first', async () => {
    Object.assign(window, {
      pwsL10n: { unknown: 'Inconnue', short: 'Très faible', bad: 'Faible', good: 'Moyen', strong: 'Fort', mismatch: 'Différent' },
      wc_password_strength_meter_params: {
        min_password_strength: '4',
        i18n_password_error: 'Plus fort, svp.',
        i18n_password_hint: 'Astuce &amp; conseil',
      },
    });
    const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
    await typeAndScore(element, MEDIUM, 'Moyen - Plus fort, svp.');
    expect(submit(element).disabled).to.be.true;
    await typeAndScore(element, WEAK_ONE, 'Faible - Plus fort, svp.');
    expect(hint(element)!.textContent).to.equal('Astuce & conseil');

    const lenient = await mount<ShopElement>(REGISTER('minimum-strength="1"'), 'shop-password-strength');
    await typeAndScore(lenient, WEAK_ONE, 'Faible');
    expect(submit(lenient).disabled).to.be.false;
  });

  it('warns once about a minimum outside 0–4 and keeps the default', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = await mount<ShopElement>(REGISTER('minimum-strength="9"'), 'shop-password-strength');
      await typeAndScore(element, WEAK_TWO, `Weak${STRONGER}`);
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((message) => message.includes('<shop-password-strength> minimum-strength'))).to.have.length(1);
  });

  it('announces a new label only: another password with the same label leaves the live region alone', async () => {
    const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
    const events: number[] = [];
    element.addEventListener('shop-password-strength-changed', (event) => events.push(event.detail.score));
    await typeAndScore(element, VERY_WEAK, `Very weak${STRONGER}`);
    // The event follows the label's commit, in an effect a loaded machine can run after the label is seen.
    await until(() => events.at(-1) === 0, 'the first password is reported as very weak');
    events.length = 0;
    // What the live region says after each batch of changes to it.
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(meter(element).textContent ?? ''));
    observer.observe(meter(element), { childList: true, characterData: true, subtree: true });
    await typeAndScore(element, 'password', `Very weak${STRONGER}`);
    await typeAndScore(element, STRONG, 'Strong');
    await until(() => said.length > 0, 'the region changed');
    await until(() => events.length > 0, 'the strong password is reported');
    observer.disconnect();
    expect(said).to.deep.equal(['Strong']);
    expect(events).to.deep.equal([4]);
  });

  it('triggers the legacy meter events on body: added, then shown and hidden with the value', async () => {
    const calls = recordLegacyEvents(['wc-password-strength-added', 'wc-password-strength-show', 'wc-password-strength-hide']);
    try {
      const element = await mount<ShopElement>(REGISTER(), 'shop-password-strength');
      await typeAndScore(element, STRONG, 'Strong');
      type(field(element), '');
      await until(() => meter(element).hidden, 'the meter hides');
      await until(() => calls.length === 3, 'three legacy events');
      expect(calls.map((call) => call.name)).to.deep.equal([
        'wc-password-strength-added',
        'wc-password-strength-show',
        'wc-password-strength-hide',
      ]);
    } finally {
      removeJquery();
    }
  });

  it("counts the page's user fields as guessable words", async () => {
    const element = await mount<ShopElement>(`<input id="user_login" value="zqxwvbnmkplo">${REGISTER()}`, 'shop-password-strength');
    await typeAndScore(element, 'zqxwvbnmkplo', `Very weak${STRONGER}`);
    const ignoring = await mount<ShopElement>(
      `<input id="user_login" value="zqxwvbnmkplo">${REGISTER('disallowed-word-length="13"')}`,
      'shop-password-strength',
    );
    await typeAndScore(ignoring, 'zqxwvbnmkplo', 'Strong');
  });
});

describe('disallowedWords', () => {
  function page(title: string, fields: Record<string, string>): Document {
    const doc = document.implementation.createHTMLDocument(title);
    for (const [id, value] of Object.entries(fields)) {
      const input = doc.createElement('input');
      input.id = id;
      input.defaultValue = value;
      doc.body.append(input);
    }
    return doc;
  }

  it('takes words of 4 or more characters from the title, the URL and the listed user fields, once each', () => {
    const doc = page('Mara shop – My account', {
      first_name: 'Mara',
      last_name: 'Oyelaran-Smith',
      nickname: 'Moe',
      billing_email: 'hidden@example.com',
      email: 'mara@example.com',
    });
    const words = disallowedWords(4, doc);
    expect(words).to.include.members(['Mara', 'shop', 'account', 'Oyelaran', 'Smith', 'mara', 'example']);
    expect(words).not.to.include.members(['My', 'Moe', 'com', 'hidden']);
    expect(words.filter((word) => word === 'Mara')).to.have.length(1);
  });

  it('reads the current value as well as the printed one, and letters of any script', () => {
    const doc = page('Kasse', { user_login: 'Zoë' });
    (doc.getElementById('user_login') as HTMLInputElement).value = 'Jürgen_Łukasz';
    expect(disallowedWords(4, doc)).to.include.members(['Kasse', 'Jürgen_Łukasz']);
  });

  it('with the other reading (5), ignores words of four characters', () => {
    const doc = page('Mara account', { first_name: 'Mara', last_name: 'Oyelaran' });
    const words = disallowedWords(5, doc);
    expect(words).to.include.members(['account', 'Oyelaran']);
    expect(words).not.to.include('Mara');
  });
});
