import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/password-toggle/password-toggle.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

const LOGIN = (inner = '<input type="password" class="woocommerce-Input input-text" name="password" id="password">', attributes = '') => `
  <form class="woocommerce-form woocommerce-form-login login">
    <shop-password-toggle ${attributes}>
      <p class="form-row"><label for="password">Password</label><span class="woocommerce-input-wrapper">${inner}</span></p>
    </shop-password-toggle>
  </form>`;

const field = (element: HTMLElement) => element.querySelector<HTMLInputElement>('#password')!;
const buttons = (element: HTMLElement) => [...element.querySelectorAll<HTMLButtonElement>('button.show-password-input')];

describe('<shop-password-toggle>', () => {
  afterEach(() => {
    delete (window as { woocommerce_params?: unknown }).woocommerce_params;
  });

  it("wraps the field in WooCommerce's markup with a named toggle button, not pressed", async () => {
    const element = await mount<ShopElement>(LOGIN(), 'shop-password-toggle');
    const [button] = buttons(element);
    expect(field(element).parentElement).to.have.class('password-input');
    expect(button!.parentElement === field(element).parentElement, 'the button is in the wrapper').to.be.true;
    expect(button!.type).to.equal('button');
    expect(button!.getAttribute('aria-label')).to.equal('Show password');
    expect(button!.getAttribute('aria-pressed')).to.equal('false');
    expect(button!.getAttribute('aria-controls')).to.equal('password');
    await expect(element).to.be.accessible();
  });

  it('shows and masks the password on click, keeping focus on the button', async () => {
    const element = await mount<ShopElement>(LOGIN(), 'shop-password-toggle');
    const [button] = buttons(element);
    const events: boolean[] = [];
    element.addEventListener('shop-password-toggle-toggled', (event) => events.push(event.detail.visible));
    button!.focus();
    button!.click();
    expect(field(element).type).to.equal('text');
    expect(button!.getAttribute('aria-pressed')).to.equal('true');
    expect(button).to.have.class('display-password');
    expect(document.activeElement === button, 'focus stays on the button').to.be.true;
    await expect(element).to.be.accessible();
    button!.click();
    expect(field(element).type).to.equal('password');
    expect(button!.getAttribute('aria-pressed')).to.equal('false');
    expect(button).not.to.have.class('display-password');
    expect(events).to.deep.equal([true, false]);
  });

  it('toggles from the keyboard (Space and Enter)', async () => {
    const element = await mount<ShopElement>(LOGIN(), 'shop-password-toggle');
    buttons(element)[0]!.focus();
    await sendKeys({ press: 'Space' });
    expect(field(element).type).to.equal('text');
    await sendKeys({ press: 'Enter' });
    expect(field(element).type).to.equal('password');
  });

  it('adopts the markup a theme already printed instead of adding a second button', async () => {
    const element = await mount<ShopElement>(
      LOGIN(
        '<span class="password-input"><input type="password" name="password" id="password"><button class="show-password-input"></button></span>',
      ),
      'shop-password-toggle',
    );
    expect(buttons(element)).to.have.length(1);
    expect(element.querySelectorAll('.password-input')).to.have.length(1);
    buttons(element)[0]!.click();
    expect(field(element).type).to.equal('text');
  });

  it('names the button from woocommerce_params, the label attribute over it', async () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { i18n_password_show: 'Afficher le mot de passe' };
    const element = await mount<ShopElement>(LOGIN(), 'shop-password-toggle');
    expect(buttons(element)[0]!.getAttribute('aria-label')).to.equal('Afficher le mot de passe');
    const labelled = await mount<ShopElement>(LOGIN(undefined, 'label="Reveal"'), 'shop-password-toggle');
    expect(buttons(labelled)[0]!.getAttribute('aria-label')).to.equal('Reveal');
  });

  it("with switch-label, WooCommerce's reading: the name says the next action (show, then hide), no pressed state", async () => {
    (window as { woocommerce_params?: unknown }).woocommerce_params = { i18n_password_show: 'Afficher', i18n_password_hide: 'Masquer' };
    const element = await mount<ShopElement>(LOGIN(undefined, 'switch-label'), 'shop-password-toggle');
    const [button] = buttons(element);
    expect(button!.getAttribute('aria-label')).to.equal('Afficher');
    expect(button!.hasAttribute('aria-pressed'), 'a switching name and a pressed state would contradict each other').to.be.false;
    button!.click();
    expect(field(element).type).to.equal('text');
    expect(button!.getAttribute('aria-label')).to.equal('Masquer');
    await expect(element).to.be.accessible();
    button!.click();
    expect(button!.getAttribute('aria-label')).to.equal('Afficher');
    const labelled = await mount<ShopElement>(LOGIN(undefined, 'switch-label label="Reveal" hide-label="Conceal"'), 'shop-password-toggle');
    buttons(labelled)[0]!.click();
    expect(buttons(labelled)[0]!.getAttribute('aria-label')).to.equal('Conceal');
  });

  it('never moves a field the shopper is already typing in: its span becomes the wrapper', async () => {
    const form = document.createElement('div');
    form.innerHTML =
      '<shop-password-toggle><span class="woocommerce-input-wrapper"><input type="password" id="password" value="secret"></span></shop-password-toggle>';
    const input = form.querySelector('input')!;
    document.body.append(form);
    try {
      input.focus();
      input.setSelectionRange(3, 3);
      const element = form.firstElementChild as ShopElement;
      await element.updateComplete;
      expect(input.parentElement).to.have.class('password-input');
      expect(document.activeElement === input, 'focus stays in the field').to.be.true;
      expect(input.selectionStart).to.equal(3);
    } finally {
      form.remove();
    }
  });

  it('keeps a shopper typing in a field it has to move into a new wrapper where they were', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<shop-password-toggle><input type="password" id="password" value="secret"></shop-password-toggle>';
    const input = holder.querySelector('input')!;
    document.body.append(holder);
    try {
      input.focus();
      input.setSelectionRange(3, 3);
      await (holder.firstElementChild as ShopElement).updateComplete;
      expect(input.parentElement).to.have.class('password-input');
      expect(document.activeElement === input, 'focus stays in the field').to.be.true;
      expect(input.selectionStart).to.equal(3);
    } finally {
      holder.remove();
    }
  });

  it('gives back the field as it was when removed', async () => {
    const element = await mount<ShopElement>(LOGIN(), 'shop-password-toggle');
    const input = field(element);
    buttons(element)[0]!.click();
    const wrapper = element.querySelector('.woocommerce-input-wrapper')!;
    element.remove();
    await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.type).to.equal('password');
    expect(input.parentElement === wrapper, 'the field is back in its span').to.be.true;
    expect(wrapper.querySelector('button') === null, 'the button is gone').to.be.true;
  });
});
