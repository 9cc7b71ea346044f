import { expect } from '@open-wc/testing';
import '../../elements/password-strength/password-strength.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

const REGISTER = `
  <form method="post" class="woocommerce-form woocommerce-form-register register">
    <shop-password-strength>
      <label for="reg_password">Password</label>
      <span class="woocommerce-input-wrapper"><input type="password" name="password" id="reg_password"></span>
    </shop-password-strength>
    <button type="submit" name="register">Register</button>
  </form>`;

/** Workers started by the page; they never answer, as if the dictionaries were still on their way. */
const started: string[] = [];

describe('<shop-password-strength> before its checker has loaded', () => {
  let realWorker: typeof Worker;
  before(() => {
    realWorker = window.Worker;
    window.Worker = class {
      constructor(url: URL) {
        started.push(String(url));
      }
      addEventListener(): void {}
      postMessage(): void {}
    } as unknown as typeof Worker;
  });
  after(() => {
    window.Worker = realWorker;
  });

  it('loads nothing until the field is touched, then says the strength is unknown and blocks nothing', async () => {
    const element = await mount<ShopElement>(REGISTER, 'shop-password-strength');
    const input = element.querySelector<HTMLInputElement>('#reg_password')!;
    const meter = element.querySelector<HTMLElement>('.woocommerce-password-strength')!;
    expect(started).to.deep.equal([]);

    input.focus();
    await element.updateComplete;
    expect(started).to.have.length(1);
    expect(new URL(started[0]!).pathname).to.match(/\/password-strength-worker\.js$/);

    input.value = 'abc';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await element.updateComplete;
    expect(meter.hidden).to.be.false;
    expect(meter.textContent).to.equal('Password strength unknown');
    expect(meter.className).to.equal('woocommerce-password-strength');
    expect(element.querySelector('.woocommerce-password-hint') === null, 'no hint').to.be.true;
    expect(element.closest('form')!.querySelector('button')!.disabled).to.be.false;
    await expect(element.closest('form')!).to.be.accessible();
  });
});
