import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/create-account/create-account.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

const ACCOUNT_FIELDS = (checked = false) => `
  <shop-create-account>
    <div class="woocommerce-account-fields">
      <p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"${checked ? ' checked' : ''}> <span>Create an account?</span></label></p>
      <div class="create-account"><p class="form-row validate-required" id="account_password_field"><label for="account_password">Create account password</label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" value="from-autofill" autocomplete="new-password"></span></p></div>
    </div>
  </shop-create-account>`;

const box = (element: HTMLElement) => element.querySelector<HTMLElement>('div.create-account')!;
const checkbox = (element: HTMLElement) => element.querySelector<HTMLInputElement>('#createaccount')!;
const password = (element: HTMLElement) => element.querySelector<HTMLInputElement>('#account_password')!;

describe('<shop-create-account>', () => {
  it('hides the password box while "Create an account?" is unchecked, tied to it by aria-controls', async () => {
    const element = await mount<ShopElement>(ACCOUNT_FIELDS(), 'shop-create-account');
    expect(box(element).style.display).to.equal('none');
    expect(checkbox(element).getAttribute('aria-controls')).to.equal(box(element).id);
    await expect(element).to.be.accessible();
  });

  it('shows the box, its password emptied, when the shopper checks the box by keyboard, and hides it again', async () => {
    const element = await mount<ShopElement>(ACCOUNT_FIELDS(), 'shop-create-account');
    const events: boolean[] = [];
    element.addEventListener('shop-create-account-toggled', (event) => events.push(event.detail.open));
    checkbox(element).focus();
    await sendKeys({ press: 'Space' });
    expect(box(element).style.display).to.equal('');
    expect(password(element).value, 'an autofilled password is not sent unseen').to.equal('');
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => box(element).style.display === 'none', 'the box slid closed');
    expect(events).to.deep.equal([true, false]);
  });

  it('keeps the box open when the page comes back with the box checked', async () => {
    const element = await mount<ShopElement>(ACCOUNT_FIELDS(true), 'shop-create-account');
    expect(box(element).style.display).to.equal('');
    expect(password(element).value).to.equal('from-autofill');
  });
});
