import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/terms-dialog/terms-dialog.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

const TERMS = (inline = true, attributes = '') => `
  <shop-terms-dialog ${attributes}>
    <div class="woocommerce-terms-and-conditions-wrapper">
      ${inline ? '<div class="woocommerce-terms-and-conditions" style="display: none; max-height: 200px; overflow: auto;"><h3 id="returns">Returns</h3><p>Items may be returned within 30 days.</p></div>' : ''}
      <p class="form-row validate-required"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input type="checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" name="terms" id="terms"> <span class="woocommerce-terms-and-conditions-checkbox-text">I have read and agree to the website <a href="#terms-page" class="woocommerce-terms-and-conditions-link">terms and conditions</a></span>&nbsp;<span class="required" aria-hidden="true">*</span></label></p>
    </div>
  </shop-terms-dialog>`;

const link = (element: HTMLElement) => element.querySelector<HTMLAnchorElement>('.woocommerce-terms-and-conditions-link')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

async function open(element: ShopElement): Promise<HTMLElement> {
  link(element).focus();
  await sendKeys({ press: 'Enter' });
  await element.updateComplete;
  return dialog()!;
}

describe('<shop-terms-dialog>', () => {
  afterEach(() => {
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  });

  it('opens the inline terms in a labelled modal dialog from the keyboard, focus on the close button', async () => {
    const element = await mount<ShopElement>(TERMS(), 'shop-terms-dialog');
    const events: boolean[] = [];
    element.addEventListener('shop-terms-dialog-toggled', (event) => events.push(event.detail.open));
    const shown = await open(element);
    expect(shown.getAttribute('aria-modal')).to.equal('true');
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)!.textContent).to.equal('Terms and conditions');
    expect(shown.querySelector('#returns'), 'the terms moved in, not copied').to.equal(document.getElementById('returns'));
    expect(shown.textContent).to.contain('Items may be returned within 30 days.');
    expect(element.querySelector('.woocommerce-terms-and-conditions')).to.equal(null);
    expect(document.activeElement!.textContent).to.equal('Close');
    expect(location.hash, 'the link was not followed').to.equal('');
    expect(events).to.deep.equal([true]);
    await expect(document.querySelector('.shop-terms-dialog__root')!).to.be.accessible();
  });

  it('keeps Tab inside the dialog', async () => {
    const element = await mount<ShopElement>(TERMS(), 'shop-terms-dialog');
    const shown = await open(element);
    await sendKeys({ press: 'Tab' });
    expect(shown.contains(document.activeElement)).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(shown.contains(document.activeElement)).to.equal(true);
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(shown.contains(document.activeElement)).to.equal(true);
  });

  it('closes on Escape, putting the terms back and focus on the link', async () => {
    const element = await mount<ShopElement>(TERMS(), 'shop-terms-dialog');
    const events: boolean[] = [];
    element.addEventListener('shop-terms-dialog-toggled', (event) => events.push(event.detail.open));
    await open(element);
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(dialog()).to.equal(null);
    expect(document.activeElement).to.equal(link(element));
    const terms = element.querySelector<HTMLElement>('.woocommerce-terms-and-conditions')!;
    expect(terms.style.display, 'hidden in the page again').to.equal('none');
    expect(terms.nextElementSibling!.classList.contains('form-row')).to.equal(true);
    expect(events).to.deep.equal([true, false]);
    await expect(element).to.be.accessible();
  });

  it('closes with the close button and with a click on the overlay', async () => {
    const element = await mount<ShopElement>(TERMS(), 'shop-terms-dialog');
    await open(element);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(dialog(), 'Enter on the close button').to.equal(null);
    expect(document.activeElement).to.equal(link(element));
    await open(element);
    document.querySelector<HTMLElement>('.shop-terms-dialog__overlay')!.click();
    await element.updateComplete;
    expect(dialog()).to.equal(null);
  });

  it('follows the link when the page has no inline terms', async () => {
    const element = await mount<ShopElement>(TERMS(false), 'shop-terms-dialog');
    link(element).click();
    await element.updateComplete;
    expect(dialog()).to.equal(null);
    expect(location.hash).to.equal('#terms-page');
  });

  it('takes its heading and close text from attributes', async () => {
    const element = await mount<ShopElement>(TERMS(true, 'heading="Conditions générales" close-label="Fermer"'), 'shop-terms-dialog');
    const shown = await open(element);
    expect(shown.querySelector('h2')!.textContent).to.equal('Conditions générales');
    expect(document.activeElement!.textContent).to.equal('Fermer');
    await sendKeys({ press: 'Escape' });
  });
});
