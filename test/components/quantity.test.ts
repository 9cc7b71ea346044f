import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/quantity/quantity.define.ts';
import { ShopQuantityElement } from '../../elements/quantity/quantity.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import { until } from '../support/fake-delays.ts';
import { standIn } from '../support/quantity-stand-ins.ts';

const wooQuantity = (attributes: string, wrapperStart = '', wrapperEnd = '') => `
  ${wrapperStart}<shop-quantity><div class="quantity">
    <label class="screen-reader-text" for="quantity_1">Hoodie quantity</label>
    <input type="number" id="quantity_1" class="input-text qty text" name="quantity" ${attributes} inputmode="numeric">
  </div></shop-quantity>${wrapperEnd}`;

const parts = (element: HTMLElement) => ({
  input: element.querySelector<HTMLInputElement>('input.qty')!,
  plus: element.querySelector<HTMLButtonElement>('button.plus')!,
  minus: element.querySelector<HTMLButtonElement>('button.minus')!,
});

describe('<shop-quantity>', () => {
  it('is defined once, even when defined again', () => {
    expect(customElements.get('shop-quantity')).to.equal(ShopQuantityElement);
    expect(document.createElement('shop-quantity')).to.be.instanceOf(ShopQuantityElement);
  });

  it('adds minus and plus buttons around the server input, keeping its markup', async () => {
    const element = await mount(wooQuantity('value="1" min="1" max="5" step="1"'));
    const { input, plus, minus } = parts(element);
    expect(input.previousElementSibling!.contains(minus)).to.be.true;
    expect(input.nextElementSibling!.contains(plus)).to.be.true;
    expect(element.querySelector('.quantity label')).to.have.text('Hoodie quantity');
    expect(plus).to.have.attribute('aria-controls', 'quantity_1');
  });

  it('steps up by step and down by step, firing change each time', async () => {
    const element = await mount(wooQuantity('value="2" min="1" max="9" step="2"'));
    const { input, plus, minus } = parts(element);
    const changed = oneEvent(input, 'change');
    plus.click();
    const change = await changed;
    expect(change.bubbles).to.be.true;
    expect(input.value).to.equal('4');
    minus.click();
    expect(input.value).to.equal('2');
  });

  it('clamps plus to max and minus to min', async () => {
    const element = await mount(wooQuantity('value="4" min="2" max="5" step="3"'));
    const { input, plus, minus } = parts(element);
    plus.click();
    expect(input.value).to.equal('5');
    await element.updateComplete;
    expect(plus.disabled).to.be.true;
    minus.click();
    expect(input.value).to.equal('2');
    await element.updateComplete;
    expect(minus.disabled).to.be.true;
  });

  it('sets a value above max to max on plus', async () => {
    const element = await mount(wooQuantity('value="12" max="10"'));
    const { input, plus } = parts(element);
    plus.click();
    expect(input.value).to.equal('10');
  });

  it('counts a missing or non-numeric value as 0 and a missing min as 0', async () => {
    const element = await mount(wooQuantity('value="abc"'));
    const { input, plus, minus } = parts(element);
    expect(minus.disabled, 'at the implied min of 0').to.be.true;
    plus.click();
    expect(input.value).to.equal('1');
    await element.updateComplete;
    minus.click();
    expect(input.value).to.equal('0');
    minus.click();
    expect(input.value).to.equal('0');
  });

  it('treats step "any" and an empty step as 1', async () => {
    for (const step of ['step="any"', 'step=""']) {
      const element = await mount(wooQuantity(`value="1.5" ${step}`));
      const { input, plus } = parts(element);
      plus.click();
      expect(input.value, step).to.equal('2.5');
    }
  });

  it('never goes below 0 when min is negative', async () => {
    const element = await mount(wooQuantity('value="0.5" min="-3" step="1"'));
    const { input, minus } = parts(element);
    minus.click();
    expect(input.value).to.equal('0');
    minus.click();
    expect(input.value).to.equal('0');
  });

  it('raises a value below min to min on page load', async () => {
    const element = await mount(wooQuantity('value="0" min="2"'));
    expect(parts(element).input.value).to.equal('2');
  });

  it('leaves cart line rows alone on page load', async () => {
    const element = await mount(
      wooQuantity('value="0" min="2"', '<table><tr class="woocommerce-cart-form__cart-item cart_item"><td>', '</td></tr></table>'),
      'shop-quantity',
    );
    expect(parts(element).input.value).to.equal('0');
  });

  it('skips the load correction with no-min-correction', async () => {
    const element = await mount(wooQuantity('value="0" min="2"').replace('<shop-quantity>', '<shop-quantity no-min-correction>'));
    expect(parts(element).input.value).to.equal('0');
  });

  it('steps with ArrowUp and ArrowDown on the spinbutton', async () => {
    const element = await mount(wooQuantity('value="1" min="1" max="3"'));
    const { input } = parts(element);
    input.focus();
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(input.value).to.equal('3');
    await sendKeys({ press: 'ArrowDown' });
    expect(input.value).to.equal('2');
    expect(document.activeElement).to.equal(input);
  });

  it('applies attribute overrides and restores the default when an attribute is removed', async () => {
    const element = await mount(wooQuantity('value="1" max="3"'));
    const { input, plus } = parts(element);
    element.setAttribute('decrease-label', 'Fewer hoodies');
    element.setAttribute('max', '10');
    await element.updateComplete;
    expect(parts(element).minus).to.have.attribute('aria-label', 'Fewer hoodies');
    expect(input.max).to.equal('10');
    element.removeAttribute('decrease-label');
    await element.updateComplete;
    expect(parts(element).minus).to.have.attribute('aria-label', 'Decrease quantity');
    plus.click();
    expect(input.value).to.equal('2');
  });

  it('gives the input its own min, max and step back when those attributes are removed', async () => {
    const element = await mount(
      wooQuantity('value="2" min="1" max="3"').replace('<shop-quantity>', '<shop-quantity min="0" max="2" step="2">'),
    );
    const { input } = parts(element);
    expect([input.min, input.max, input.step]).to.deep.equal(['0', '2', '2']);
    expect(parts(element).plus.disabled, 'at the overriding max').to.be.true;
    for (const attribute of ['min', 'max', 'step']) element.removeAttribute(attribute);
    await element.updateComplete;
    expect([input.min, input.max, input.step]).to.deep.equal(['1', '3', '']);
    expect(input.hasAttribute('step'), 'an attribute the input did not have is removed again').to.be.false;
    expect(parts(element).plus.disabled, 'below the input’s own max').to.be.false;
    parts(element).plus.click();
    expect(input.value).to.equal('3');
  });

  it('does nothing inside another <shop-quantity>: one pair of buttons', async () => {
    const element = await mount(
      wooQuantity('value="1" min="1" max="5"')
        .replace('<shop-quantity>', '<shop-quantity><shop-quantity>')
        .replace('</shop-quantity>', '</shop-quantity></shop-quantity>'),
    );
    const inner = element.querySelector<ShopElement>('shop-quantity')!;
    await inner.updateComplete;
    expect(element.querySelectorAll('button.plus')).to.have.length(1);
    expect(element.querySelectorAll('button.minus')).to.have.length(1);
    parts(element).plus.click();
    expect(parts(element).input.value).to.equal('2');
    await expect(element).to.be.accessible();
  });

  it('puts its buttons in the stand-ins the plugin printed, and the stand-ins back when it goes', async () => {
    const printed = wooQuantity('value="1" min="1" max="5"')
      .replace('<div class="quantity">', `<div class="quantity">${standIn('minus', '−')}`)
      .replace('</div></shop-quantity>', `${standIn('plus', '+')}</div></shop-quantity>`);
    const element = await mount(printed);
    const field = element.querySelector('.quantity')!;
    expect(field.querySelectorAll('.shop-quantity__control')).to.have.length(2);
    expect(field.querySelectorAll('button')).to.have.length(2);
    const { input, plus } = parts(element);
    expect(plus.disabled).to.be.false;
    expect(plus).to.have.attribute('aria-label', 'Increase quantity');
    plus.click();
    expect(input.value).to.equal('2');
    await expect(element).to.be.accessible();

    element.replaceWith(field);
    await until(
      () => field.querySelectorAll('button').length === 2 && field.querySelectorAll('button[disabled][aria-hidden="true"]').length === 2,
      'the server markup as printed',
    );
  });

  it('renders its own field when dropped in alone', async () => {
    const element = await mount('<shop-quantity name="qty" value="3" min="1" label="Socks quantity"></shop-quantity>');
    const { input, minus } = parts(element);
    expect(input.name).to.equal('qty');
    expect(input.value).to.equal('3');
    minus.click();
    expect(input.value).to.equal('2');
    await expect(element).to.be.accessible();
  });

  it('has no axe violations at a limit and in between', async () => {
    const element = await mount(wooQuantity('value="1" min="1" max="3"'));
    await expect(element).to.be.accessible();
    parts(element).plus.click();
    await element.updateComplete;
    await expect(element).to.be.accessible();
  });
});
