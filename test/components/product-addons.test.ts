import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/product-addons/product-addons.define.ts';
import '../../elements/variation-form/variation-form.define.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { store } from '../../core/state/store.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { FakeServer } from '../support/fake-server.ts';
import { installJquery, recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { choose, variableProduct } from '../support/variable-product.ts';

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;

/** Product Add-ons markup as the plugin prints it (`wc-pao-…`), one field of every kind. */
const ADDONS = `<shop-product-addons><div class="wc-pao-addons-container">
  <div class="wc-pao-addon-container wc-pao-addon"><label for="tip" class="wc-pao-addon-name">Tip</label>
    <div class="form-row"><input type="number" step="any" min="0" class="input-text wc-pao-addon-field wc-pao-addon-custom-price" id="tip" name="tip" data-price-type="flat_fee" value=""></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="labels" class="wc-pao-addon-name">Labels</label>
    <div class="form-row"><input type="number" step="1" min="0" class="input-text wc-pao-addon-field wc-pao-addon-input-multiplier" id="labels" name="labels" data-price="1.5" data-raw-price="1.5" data-price-type="quantity_based" value=""><span class="wc-pao-addon-alert" role="alert" hidden>Please enter a valid number</span></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><span class="wc-pao-addon-name">Extras</span>
    <p class="form-row"><input type="checkbox" id="gift" class="wc-pao-addon-field wc-pao-addon-checkbox" name="extras[]" data-price="3" data-raw-price="3" data-price-type="flat_fee" value="gift"> <label for="gift">Gift box</label></p>
    <p class="form-row"><input type="checkbox" id="priority" class="wc-pao-addon-field wc-pao-addon-checkbox" name="extras[]" data-price="10" data-raw-price="10" data-price-type="percentage_based" value="priority"> <label for="priority">Priority (+10%)</label></p></div>
  <div class="wc-pao-addon-container wc-pao-addon"><span class="wc-pao-addon-name">Sleeve</span>
    <p class="form-row"><input type="radio" id="left" class="wc-pao-addon-field wc-pao-addon-radio" name="sleeve[]" data-price="4" data-raw-price="4" data-price-type="quantity_based" value="left"> <label for="left">Left</label></p></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="font" class="wc-pao-addon-name">Font</label>
    <div class="form-row"><select class="wc-pao-addon-field wc-pao-addon-select" id="font" name="font"><option value="">None</option><option data-price="2" data-raw-price="2" data-price-type="quantity_based" value="script">Script</option></select></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="front" class="wc-pao-addon-name">Front text</label>
    <div class="form-row"><input type="text" class="input-text wc-pao-addon-field wc-pao-addon-custom-text" id="front" name="front" data-price="5" data-raw-price="5" data-price-type="quantity_based" maxlength="20" value=""></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="message" class="wc-pao-addon-name">Gift message</label>
    <div class="form-row"><textarea class="input-text wc-pao-addon-field wc-pao-addon-custom-textarea" id="message" name="message" data-price="2" data-raw-price="2" data-price-type="flat_fee" maxlength="140"></textarea></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="number" class="wc-pao-addon-name">Shirt number</label>
    <div class="form-row"><input type="number" class="input-text wc-pao-addon-field wc-pao-addon-custom-number" id="number" name="number" data-price="1" data-raw-price="1" data-price-type="quantity_based" value=""></div></div>
  <div class="wc-pao-addon-container wc-pao-addon"><label for="logo" class="wc-pao-addon-name">Logo</label>
    <div class="form-row"><input type="file" class="input-text wc-pao-addon-field wc-pao-addon-file-upload" id="logo" name="logo" data-price="6" data-raw-price="6" data-price-type="flat_fee"></div></div>
  <div id="product-addons-total" data-show-sub-total="1" data-type="simple" data-price="24" data-raw-price="24" data-product-id="70" data-i18n_sub_total="Sub total:"></div>
</div></shop-product-addons>`;

const simpleProduct = (addons = ADDONS) => `<form class="cart" method="post">
  ${addons}
  <div class="quantity"><label for="qty">Quantity</label><input type="number" id="qty" class="input-text qty text" name="quantity" value="1" min="1"></div>
  <button type="submit" name="add-to-cart" value="70" class="single_add_to_cart_button button alt">Add to cart</button>
</form>`;

const totals = (root: ParentNode) => $(root, '#product-addons-total');
const totalsText = (root: ParentNode) => totals(root).innerText.replace(/\s+/g, ' ').trim();

/** Waits until the element has asked for tax `count` times and shown the outcome (the fake server answers at once). */
async function taxAnswered(server: FakeServer, count: number, element: ShopElement) {
  await until(() => server.sent('admin-ajax.php').length === count, `tax asked ${count} times`);
  await element.updateComplete;
}

function setValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string, event = 'change') {
  field.value = value;
  field.dispatchEvent(new Event(event, { bubbles: true }));
}
function check(field: HTMLInputElement) {
  field.checked = true;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

async function mountSimple(addons = ADDONS) {
  const element = await mount(simpleProduct(addons), 'shop-product-addons');
  return { element, form: element.closest('form')! };
}

describe('<shop-product-addons>', () => {
  afterEach(() => removeJquery());

  it('shows nothing while no add-on costs anything, then Options total and Sub total', async () => {
    const { element, form } = await mountSimple();
    expect(totals(form).children).to.have.length(0);
    expect(totals(form).getAttribute('aria-live')).to.equal('polite');
    await expect(element).to.be.accessible();
    check($(form, '#gift'));
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $27.00 USD');
    await expect(element).to.be.accessible();
  });

  it('finds its totals under the id a quick view over a product page gave them (a suffix added)', async () => {
    const { element, form } = await mountSimple(ADDONS.replace('id="product-addons-total"', 'id="product-addons-total-quick-view"'));
    check($(form, '#gift'));
    await element.updateComplete;
    expect($(form, '#product-addons-total-quick-view').innerText.replace(/\s+/g, ' ').trim()).to.equal(
      'Options total: $3.00 USD Sub total: $27.00 USD',
    );
  });

  it('prices every input kind by its type: flat once, per item, percentage of the product price', async () => {
    const { element, form } = await mountSimple();
    setValue($(form, '#tip'), '2.5');
    setValue($(form, '#labels'), '2');
    check($(form, '#gift'));
    check($(form, '#priority'));
    check($(form, '#left'));
    setValue($(form, '#font'), 'script');
    setValue($(form, '#front'), 'HELLO', 'input');
    setValue($(form, '#message'), 'Happy birthday', 'input');
    setValue($(form, '#number'), '10');
    // The changes above are one batch: the update event carries the totals of all of them.
    const update = oneEvent(element, 'shop-product-addons-updated');
    setValue($(form, '#qty'), '2');
    const event = (await update).detail;
    // flat: 2.5 + 3 + 2 = 7.5; per item ×2: (3 + 4 + 2 + 5 + 1) × 2 = 30; 10% of 24 × 2 = 4.8
    expect(event.addons).to.equal(42.3);
    expect(event.quantity).to.equal(2);
    expect(event.subtotal).to.equal(90.3);
    expect(totalsText(form)).to.equal('Options total: $42.30 USD Sub total: $90.30 USD');
  });

  it('hides the totals when the quantity is 0', async () => {
    const { element, form } = await mountSimple();
    check($(form, '#gift'));
    setValue($(form, '#qty'), '0');
    await element.updateComplete;
    expect(totals(form).children).to.have.length(0);
  });

  it('clears an empty or non-numeric multiplier with the alert beside it, and rounds a valid one up', async () => {
    const { element, form } = await mountSimple();
    const labels = $<HTMLInputElement>(form, '#labels');
    const alert = $(form, '.wc-pao-addon-alert');
    setValue(labels, '');
    await element.updateComplete;
    expect(alert.hidden).to.be.false;
    expect(labels.getAttribute('aria-invalid')).to.equal('true');
    await expect(element).to.be.accessible();
    setValue(labels, '2.2');
    await element.updateComplete;
    expect(labels.value).to.equal('3');
    expect(alert.hidden).to.be.true;
    expect(labels.hasAttribute('aria-invalid')).to.be.false;
    expect(totalsText(form)).to.contain('$4.50 USD');
  });

  it('renders its own alert when the markup has none', async () => {
    const { element, form } = await mountSimple(
      ADDONS.replace('<span class="wc-pao-addon-alert" role="alert" hidden>Please enter a valid number</span>', ''),
    );
    setValue($(form, '#labels'), '');
    await element.updateComplete;
    expect($(form, '[role="alert"].wc-pao-addon-alert').textContent).to.equal('Please enter a valid number.');
    await expect(element).to.be.accessible();
  });

  it('counts the characters remaining in text fields with a maxlength', async () => {
    const { element, form } = await mountSimple();
    const front = $<HTMLInputElement>(form, '#front');
    const counter = () => $(form, '#front + .chars_remaining').textContent;
    expect(counter()).to.equal('20 characters remaining');
    front.focus();
    await sendKeys({ type: 'Hi!' });
    await element.updateComplete;
    expect(counter()).to.equal('17 characters remaining');
    expect($(form, '#message + .chars_remaining').textContent).to.equal('140 characters remaining');
    expect(front.getAttribute('aria-describedby')).to.equal($(form, '#front + .chars_remaining').id);
    await expect(element).to.be.accessible();
  });

  it("puts the count where Product Add-ons' own text marks it with an empty span, as text", async () => {
    (window as { woocommerce_addons_params?: unknown }).woocommerce_addons_params = {
      i18n_remaining: '<span></span> characters remaining',
    };
    try {
      const { form } = await mountSimple();
      const counter = $(form, '#front + .chars_remaining');
      expect(counter.textContent).to.equal('20 characters remaining');
      expect(counter.querySelector('span')).to.have.text('20');
    } finally {
      delete (window as { woocommerce_addons_params?: unknown }).woocommerce_addons_params;
    }
  });

  it('fills the tax suffix from the calculate-tax call, and shows the plain total when it fails', async () => {
    const server = new FakeServer();
    const params = { price_display_suffix: '<small class="woocommerce-price-suffix">{price_including_tax} incl. tax</small>' };
    (window as unknown as Record<string, unknown>).woocommerce_addons_params = params;
    try {
      server.on('admin-ajax.php', { json: { result: 'SUCCESS', price_including_tax: 32.4, price_excluding_tax: 27 } });
      const { element, form } = await mountSimple();
      check($(form, '#gift'));
      await waitUntil(() => totalsText(form).includes('incl. tax'), 'suffix filled');
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $27.00 USD $32.40 USD incl. tax');
      expect(server.sent('admin-ajax.php').at(-1)!.fields).to.deep.equal({
        action: 'wc_product_addons_calculate_tax',
        product_id: '70',
        add_on_total: '3',
        add_on_total_raw: '3',
        qty: '1',
      });
      server.on('admin-ajax.php', { body: 'Server error', status: 500 });
      setValue($(form, '#qty'), '2');
      await taxAnswered(server, 2, element);
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $51.00 USD');
      server.on('admin-ajax.php', { json: { result: 'ERROR' } });
      setValue($(form, '#qty'), '3');
      await taxAnswered(server, 3, element);
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $75.00 USD');
      await expect(element).to.be.accessible();
    } finally {
      server.restore();
      delete (window as unknown as Record<string, unknown>).woocommerce_addons_params;
    }
  });

  it('keeps dollar signs of the currency symbol as text in the tax suffix', async () => {
    const server = new FakeServer();
    (window as unknown as Record<string, unknown>).woocommerce_addons_params = {
      price_display_suffix: '{price_including_tax} incl. tax',
      currency_format_symbol: "$'",
      currency_format: '%s%v',
    };
    try {
      server.on('admin-ajax.php', { json: { result: 'SUCCESS', price_including_tax: 32.4, price_excluding_tax: 27 } });
      const { form } = await mountSimple();
      check($(form, '#gift'));
      await waitUntil(() => totalsText(form).includes('incl. tax'), 'suffix filled');
      expect(totalsText(form)).to.equal("Options total: $'3.00 Sub total: $'27.00 $'32.40 incl. tax");
    } finally {
      server.restore();
      delete (window as unknown as Record<string, unknown>).woocommerce_addons_params;
    }
  });

  it('aborts a superseded tax call and falls back to the plain total on an HTML or malformed answer', async () => {
    const server = new FakeServer();
    (window as unknown as Record<string, unknown>).woocommerce_addons_params = { price_display_suffix: '{price_excluding_tax} excl. tax' };
    try {
      server.on('admin-ajax.php', (request) => ({
        json: { result: 'SUCCESS', price_including_tax: 0, price_excluding_tax: Number(request.fields['qty']) * 100 },
        delay: request.fields['qty'] === '2' ? 300 : 10,
      }));
      const clock = fakeDelays();
      const { element, form } = await mountSimple();
      check($(form, '#gift'));
      await until(() => server.sent('admin-ajax.php').length === 1, 'tax asked for 1');
      await clock.tick(10);
      await until(() => totalsText(form).includes('excl. tax'), 'suffix filled');
      setValue($(form, '#qty'), '2');
      await until(() => server.sent('admin-ajax.php').length === 2, 'tax asked for 2');
      setValue($(form, '#qty'), '3');
      await until(() => server.sent('admin-ajax.php').length === 3, 'tax asked for 3');
      await clock.tick(10);
      await until(() => totalsText(form).includes('$300.00 USD excl. tax'), 'the answer for 3 shown');
      await clock.tick(300);
      await element.updateComplete;
      expect(totalsText(form)).to.contain('$300.00 USD excl. tax', 'the slow answer for 2 was dropped');
      server.on('admin-ajax.php', { body: '<!doctype html><title>Error</title>' });
      setValue($(form, '#qty'), '4');
      await taxAnswered(server, 4, element);
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $99.00 USD');
      server.on('admin-ajax.php', { body: '{"result": "SUCC', contentType: 'application/json' });
      setValue($(form, '#qty'), '5');
      await taxAnswered(server, 5, element);
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $123.00 USD');
      await element.updateComplete;
    } finally {
      server.restore();
      delete (window as unknown as Record<string, unknown>).woocommerce_addons_params;
    }
  });

  it('keeps a suffix without placeholders as sanitized text, without a request', async () => {
    const server = new FakeServer();
    (window as unknown as Record<string, unknown>).woocommerce_addons_params = {
      price_display_suffix: '<small>excl. VAT</small><img src=x onerror="window.__pwned=1">',
    };
    try {
      const { element, form } = await mountSimple();
      check($(form, '#gift'));
      await element.updateComplete;
      expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $27.00 USD excl. VAT');
      expect(totals(form).querySelector('img')!.hasAttribute('onerror')).to.be.false;
      expect(server.requests).to.have.length(0);
    } finally {
      server.restore();
      delete (window as unknown as Record<string, unknown>).woocommerce_addons_params;
    }
  });

  it('follows the chosen variation price and clears every add-on on a variation reset', async () => {
    const host = await mount(
      `<div>${variableProduct({ beforePanel: ADDONS.replace('data-type="simple"', 'data-type="variable"') })}</div>`,
      'shop-variation-form',
    );
    const element = $<HTMLElement & { updateComplete: Promise<void> }>(host, 'shop-product-addons');
    await customElements.whenDefined('shop-product-addons');
    await element.updateComplete;
    const form = $<HTMLFormElement>(host, 'form');
    check($(form, '#gift'));
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $3.00 USD', 'no sub total before a variation is chosen');
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $21.00 USD');
    choose(form, 'attribute_pa_size', 'm');
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $3.00 USD Sub total: $23.00 USD');
    setValue($(form, '#front'), 'Hi', 'input');
    setValue($(form, '#font'), 'script');
    check($(form, '#left'));
    $(form, '.reset_variations').click();
    await element.updateComplete;
    expect($<HTMLInputElement>(form, '#gift').checked).to.be.false;
    expect($<HTMLInputElement>(form, '#left').checked).to.be.false;
    expect($<HTMLSelectElement>(form, '#font').selectedIndex).to.equal(0);
    expect($<HTMLInputElement>(form, '#front').value).to.equal('');
    expect($(form, '#front + .chars_remaining').textContent).to.equal('20 characters remaining');
    expect(totals(form).children).to.have.length(0);
    expect(store.get(chosenVariationAtom(11))).to.equal(null);
  });

  it('sums every quantity input of a grouped form', async () => {
    const grouped = `<form class="cart grouped_form"><table class="group_table"><tbody>
      <tr><td><input type="number" class="input-text qty text" name="quantity[1]" value="2" aria-label="Tee quantity"></td></tr>
      <tr><td><input type="number" class="input-text qty text" name="quantity[2]" value="1" aria-label="Socks quantity"></td></tr>
    </tbody></table>${ADDONS.replace('data-type="simple"', 'data-type="grouped"').replace('data-price="24"', 'data-price="0"')}</form>`;
    const element = await mount(grouped, 'shop-product-addons');
    const form = element.closest('form')!;
    check($(form, '#left'));
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $12.00 USD Sub total: $12.00 USD');
  });

  it('triggers updated_addons, honours woocommerce-product-addons-update and re-initialises for a quick view', async () => {
    const calls = recordLegacyEvents(['updated_addons']);
    const $j = installJquery();
    const { element, form } = await mountSimple();
    calls.length = 0;
    const gift = $<HTMLInputElement>(form, '#gift');
    gift.checked = true;
    $j(form).trigger('woocommerce-product-addons-update');
    await element.updateComplete;
    expect(totalsText(form)).to.contain('$3.00 USD');
    expect(calls.length).to.be.greaterThan(0);
    const extra = document.createElement('div');
    extra.innerHTML = `<input type="text" class="wc-pao-addon-field wc-pao-addon-custom-text" id="extra" aria-label="Extra" data-price="1" maxlength="5">`;
    $(form, '.wc-pao-addons-container').prepend(extra);
    $j(document.body).trigger('quick-view-displayed');
    await element.updateComplete;
    expect($(form, '#extra + .chars_remaining').textContent).to.equal('5 characters remaining');
  });

  it('re-initialises when a composite component loads', async () => {
    const $j = installJquery();
    const element = await mount(`<div class="component">${simpleProduct()}</div>`, 'shop-product-addons');
    const form = element.closest('form')!;
    const extra = document.createElement('p');
    extra.innerHTML =
      '<textarea class="wc-pao-addon-field wc-pao-addon-custom-textarea" id="note" aria-label="Note" data-price="1" maxlength="9"></textarea>';
    $(form, '.wc-pao-addons-container').prepend(extra);
    $j(form.closest('.component')).trigger('wc-composite-component-loaded');
    await (element as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
    expect($(form, '#note + .chars_remaining').textContent).to.equal('9 characters remaining');
  });

  it('reads the legacy addons.js markup too', async () => {
    const legacy = `<shop-product-addons><div class="product-addon"><p class="form-row">
      <label><input type="checkbox" class="addon addon-checkbox" name="addon-gift[]" data-price="4" data-raw-price="4" value="gift"> Gift</label></p></div>
      <div class="product-addon"><p class="form-row"><label for="n">Count</label><input type="number" id="n" class="input-text addon addon-input_multiplier" data-price="2" data-raw-price="2"><span class="addon-alert" hidden>Please enter a number</span></p></div>
      <div id="product-addons-total" data-show-sub-total="1" data-type="simple" data-price="10" data-product-id="5"></div></shop-product-addons>`;
    const { element, form } = await mountSimple(legacy);
    check($(form, '.addon-checkbox'));
    setValue($(form, '#n'), '2');
    await element.updateComplete;
    expect(totalsText(form)).to.equal('Options total: $8.00 USD Sub total: $18.00 USD');
  });
});
