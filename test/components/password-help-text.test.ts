import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/help-text/help-text.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { animationsEnd } from '../support/animations.ts';
import { mount } from '../support/mount.ts';

// Help texts as woocommerce_form_field() prints a field with a description.
const row = (id: string, label: string, help: string) => `
  <p class="form-row" id="${id}_field"><label for="${id}">${label}</label>
    <span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="${id}" id="${id}" aria-describedby="${id}-description">
      <span class="description" id="${id}-description" aria-hidden="true">${help}</span></span></p>`;

const FORM = `
  <form class="woocommerce-EditAccountForm edit-account">
    <shop-help-text>
      ${row('account_display_name', 'Display name', 'This will be how your name will be displayed in the account section and in reviews')}
      ${row('account_nickname', 'Nickname', 'Shown beside your reviews')}
    </shop-help-text>
    <button type="submit">Save changes</button>
  </form>`;

const help = (element: HTMLElement, id: string) => element.querySelector<HTMLElement>(`#${id}-description`)!;
const input = (element: HTMLElement, id: string) => element.querySelector<HTMLInputElement>(`#${id}`)!;
const isShown = (text: HTMLElement) => text.style.display !== 'none' && !text.hasAttribute('aria-hidden');

describe('<shop-help-text>', () => {
  afterEach(() => store.set(settingsAtom, { reducedMotion: false }));

  it('hides the help texts and keeps each tied to its field', async () => {
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    expect(help(element, 'account_display_name').style.display).to.equal('none');
    expect(input(element, 'account_display_name').getAttribute('aria-describedby')).to.equal('account_display_name-description');
    await expect(element.closest('form')!).to.be.accessible();
  });

  it('shows the help text on focus, over 250 ms, and hides the one open before', async () => {
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    const events: Array<[boolean, string]> = [];
    element.addEventListener('shop-help-text-toggled', (event) => events.push([event.detail.open, event.detail.fieldId]));
    input(element, 'account_display_name').focus();
    expect(isShown(help(element, 'account_display_name'))).to.be.true;
    await new Promise(requestAnimationFrame);
    expect(help(element, 'account_display_name').getAnimations()[0]?.effect?.getTiming().duration).to.equal(250);
    await animationsEnd();
    await expect(element.closest('form')!).to.be.accessible();

    input(element, 'account_nickname').focus();
    await animationsEnd();
    expect(isShown(help(element, 'account_nickname'))).to.be.true;
    expect(isShown(help(element, 'account_display_name'))).to.be.false;
    expect(help(element, 'account_display_name').style.display).to.equal('none');
    expect(events).to.deep.equal([
      [true, 'account_display_name'],
      [false, 'account_display_name'],
      [true, 'account_nickname'],
    ]);
  });

  it('shows it on a click into the field as well', async () => {
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    input(element, 'account_nickname').click();
    expect(isShown(help(element, 'account_nickname'))).to.be.true;
  });

  it('hides it on Escape, keeping focus in the field', async () => {
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    input(element, 'account_nickname').focus();
    await sendKeys({ press: 'Escape' });
    await animationsEnd();
    expect(isShown(help(element, 'account_nickname'))).to.be.false;
    expect(help(element, 'account_nickname').style.display).to.equal('none');
    expect(document.activeElement === input(element, 'account_nickname'), 'focus stays in the field').to.be.true;
  });

  it('hides it on a click outside its field, not on one inside', async () => {
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    input(element, 'account_nickname').focus();
    input(element, 'account_nickname').dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(isShown(help(element, 'account_nickname'))).to.be.true;
    element
      .closest('form')!
      .querySelector('button')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await animationsEnd();
    expect(isShown(help(element, 'account_nickname'))).to.be.false;
  });

  it('does not slide with reduced motion', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    const element = await mount<ShopElement>(FORM, 'shop-help-text');
    input(element, 'account_nickname').focus();
    await new Promise(requestAnimationFrame);
    expect(document.getAnimations()).to.have.length(0);
    expect(isShown(help(element, 'account_nickname'))).to.be.true;
  });

  it('closes the help text another element had open', async () => {
    const first = await mount<ShopElement>(FORM, 'shop-help-text');
    const second = await mount<ShopElement>(
      `<shop-help-text>${row('billing_company', 'Company', 'Leave empty for a private order')}</shop-help-text>`,
      'shop-help-text',
    );
    input(first, 'account_nickname').focus();
    input(second, 'billing_company').focus();
    await animationsEnd();
    expect(isShown(help(first, 'account_nickname'))).to.be.false;
    expect(isShown(help(second, 'billing_company'))).to.be.true;
  });
});
