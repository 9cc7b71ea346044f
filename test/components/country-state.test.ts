import { expect } from '@open-wc/testing';
import '../../elements/country-state/country-state.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { isJqueryOf, recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';

const COUNTRIES = {
  US: { CA: 'California', NY: 'New York', TX: 'Texas' },
  CA: { ON: 'Ontario', QC: 'Qu&eacute;bec' },
  GB: {},
  DE: {},
};

const LOCALE = {
  default: { state: { label: 'State / County', required: true }, postcode: { label: 'Postcode / ZIP', required: true } },
  US: { state: { label: 'State' }, postcode: { label: 'ZIP Code' } },
  CA: { state: { label: 'Province' }, postcode: { label: 'Postal code' } },
  GB: { state: { label: 'County', required: false } },
  DE: { state: { required: false, hidden: true } },
};

const LOCALE_FIELDS = {
  state: '#billing_state_field, #shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field',
};

interface Globals {
  wc_country_select_params?: unknown;
  wc_address_i18n_params?: unknown;
}
const globals = window as Globals;

function group(prefix: string, country: string, stateField: string): string {
  const options = ['US', 'CA', 'GB', 'DE', 'FR']
    .map((code) => `<option value="${code}"${code === country ? ' selected' : ''}>${code}</option>`)
    .join('');
  return `<div class="woocommerce-${prefix}-fields">
    <p class="form-row form-row-wide validate-required" id="${prefix}_country_field"><label for="${prefix}_country">Country / Region&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><select name="${prefix}_country" id="${prefix}_country" class="country_to_state country_select" autocomplete="country" aria-required="true">${options}</select></span></p>
    <p class="form-row form-row-wide validate-required" id="${prefix}_state_field"><label for="${prefix}_state">State&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper">${stateField}</span></p>
    <p class="form-row form-row-wide validate-required" id="${prefix}_postcode_field"><label for="${prefix}_postcode">ZIP Code&nbsp;<span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="${prefix}_postcode" id="${prefix}_postcode" autocomplete="postal-code" aria-required="true"></span></p>
  </div>`;
}

const stateSelect = (prefix: string, value = '') =>
  `<select name="${prefix}_state" id="${prefix}_state" class="state_select" autocomplete="address-level1" data-placeholder="Select an option…" data-input-classes="" aria-required="true"><option value="">Select an option…</option><option value="CA"${value === 'CA' ? ' selected' : ''}>California</option><option value="NY">New York</option><option value="TX">Texas</option></select>`;

const CHECKOUT = (billing = stateSelect('billing', 'CA'), shipping = stateSelect('shipping')) =>
  `<shop-country-state><form class="checkout woocommerce-checkout" aria-label="Checkout">${group('billing', 'US', billing)}${group('shipping', 'US', shipping)}</form></shop-country-state>`;

const state = (element: HTMLElement, prefix = 'billing') =>
  element.querySelector<HTMLInputElement | HTMLSelectElement>(`#${prefix}_state`)!;
const row = (element: HTMLElement, id: string) => element.querySelector<HTMLElement>(`#${id}`)!;
const labelText = (element: HTMLElement, id: string) => row(element, id).querySelector('label')!.textContent;

async function choose(element: HTMLElement, country: string, prefix = 'billing'): Promise<void> {
  const select = element.querySelector<HTMLSelectElement>(`#${prefix}_country`)!;
  select.value = country;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  await (element as ShopElement).updateComplete;
}

describe('<shop-country-state>', () => {
  beforeEach(() => {
    globals.wc_country_select_params = { countries: JSON.stringify(COUNTRIES), i18n_select_state_text: 'Select an option…' };
  });
  afterEach(() => {
    delete globals.wc_country_select_params;
    delete globals.wc_address_i18n_params;
    removeJquery();
  });

  it("fills the state select with the country's states, keeping a choice that is still one of them", async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    expect(state(element).localName).to.equal('select');
    expect(state(element).value).to.equal('CA');
    await choose(element, 'CA');
    const select = state(element) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).to.deep.equal(['Select an option…', 'Ontario', 'Québec']);
    expect(select.value, 'California is not a province').to.equal('');
    select.value = 'QC';
    await choose(element, 'CA');
    expect(state(element).value, 'still a province').to.equal('QC');
    await expect(element).to.be.accessible();
  });

  it('turns the state field into a text input for a country the shop has no list for, and back into a select', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    await choose(element, 'FR');
    const input = state(element) as HTMLInputElement;
    expect(input.localName).to.equal('input');
    expect(input.type).to.equal('text');
    expect(input.className).to.equal('input-text');
    expect(input.name).to.equal('billing_state');
    expect(input.getAttribute('autocomplete')).to.equal('address-level1');
    expect(input.value).to.equal('');
    expect(row(element, 'billing_state_field').style.display).to.equal('');
    await expect(element).to.be.accessible();
    input.value = 'Île-de-France';
    await choose(element, 'FR');
    expect(state(element).value, 'free text kept while the country stays unlisted').to.equal('Île-de-France');
    await choose(element, 'US');
    expect(state(element).localName).to.equal('select');
    expect(state(element).className).to.equal('state_select');
    expect(state(element).value).to.equal('');
  });

  it('hides the state row for a country without states, leaving an empty hidden field', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    await choose(element, 'DE');
    const input = state(element) as HTMLInputElement;
    expect(input.type).to.equal('hidden');
    expect(input.value).to.equal('');
    expect(input.name).to.equal('billing_state');
    expect(row(element, 'billing_state_field').style.display).to.equal('none');
    await expect(element).to.be.accessible();
    await choose(element, 'GB');
    expect(state(element).type).to.equal('hidden');
  });

  it('fits billing and shipping each to its own country', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    await choose(element, 'FR', 'shipping');
    expect(state(element, 'shipping').localName).to.equal('input');
    expect(state(element, 'billing').localName).to.equal('select');
    expect(state(element, 'billing').value).to.equal('CA');
  });

  it('fits the field the server printed to the country already chosen', async () => {
    const element = await mount<ShopElement>(
      CHECKOUT('<input type="text" class="input-text" name="billing_state" id="billing_state" autocomplete="address-level1">'),
      'shop-country-state',
    );
    expect(state(element).localName).to.equal('select');
  });

  it("rebuilds labels and required markers from WooCommerce's address rules", async () => {
    globals.wc_address_i18n_params = {
      locale: JSON.stringify(LOCALE),
      locale_fields: JSON.stringify(LOCALE_FIELDS),
      i18n_required_text: 'required',
      i18n_optional_text: 'optional',
    };
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    expect(labelText(element, 'billing_state_field')).to.equal('State\u00a0*');
    await choose(element, 'CA');
    expect(labelText(element, 'billing_state_field')).to.equal('Province\u00a0*');
    expect(labelText(element, 'billing_postcode_field')).to.equal('Postal code\u00a0*');
    expect(row(element, 'billing_state_field').classList.contains('validate-required')).to.equal(true);
    expect(state(element).getAttribute('aria-required')).to.equal('true');
    await choose(element, 'FR');
    expect(labelText(element, 'billing_state_field'), 'the default rule').to.equal('State / County\u00a0*');
    await choose(element, 'GB');
    expect(labelText(element, 'billing_state_field')).to.equal('County\u00a0(optional)');
    expect(row(element, 'billing_state_field').classList.contains('validate-required')).to.equal(false);
    expect(labelText(element, 'shipping_state_field'), 'shipping keeps its own country').to.equal('State\u00a0*');
    await expect(element).to.be.accessible();
  });

  it('triggers country_to_state_changing every time and country_to_state_changed when the field is replaced', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    const calls = recordLegacyEvents(['country_to_state_changing', 'country_to_state_changed']);
    const native: unknown[] = [];
    element.addEventListener('shop-country-state-changed', (event) => native.push(event.detail));
    await choose(element, 'CA');
    await choose(element, 'GB');
    expect(calls.map((call) => `${call.name} ${String(call.args[0])}`)).to.deep.equal([
      'country_to_state_changing CA',
      'country_to_state_changing GB',
      'country_to_state_changed GB',
    ]);
    expect(isJqueryOf(calls[0]!.args[1], element.querySelector('.woocommerce-billing-fields')!)).to.equal(true);
    expect(native).to.deep.equal([
      { country: 'CA', stateField: 'select' },
      { country: 'GB', stateField: 'hidden' },
    ]);
  });

  it('fits the field when a legacy script changes the country through jQuery', async () => {
    recordLegacyEvents([]);
    const $ = (await import('jquery')).default;
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    $('#billing_country').val('DE').trigger('change');
    expect(state(element).type).to.equal('hidden');
  });

  it('fits the field again on refresh of a country field and on wc_address_i18n_ready', async () => {
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    const billing = element.querySelector<HTMLSelectElement>('#billing_country')!;
    const shipping = element.querySelector<HTMLSelectElement>('#shipping_country')!;
    billing.value = 'DE';
    billing.dispatchEvent(new Event('refresh'));
    expect(state(element).type).to.equal('hidden');
    shipping.value = 'FR';
    document.body.dispatchEvent(new Event('wc_address_i18n_ready'));
    expect(state(element, 'shipping').type).to.equal('text');
  });

  it('reads the labels again when another script triggers country_to_state_changed', async () => {
    recordLegacyEvents([]);
    const $ = (await import('jquery')).default;
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    globals.wc_address_i18n_params = { locale: JSON.stringify(LOCALE), locale_fields: JSON.stringify(LOCALE_FIELDS) };
    $(document.body).trigger('country_to_state_changed', ['GB', $('.woocommerce-shipping-fields')]);
    expect(labelText(element, 'shipping_state_field')).to.equal('County\u00a0(optional)');
    expect(labelText(element, 'billing_state_field'), 'only the group named').to.equal('State\u00a0*');
    document.body.dispatchEvent(new Event('country_to_state_changed'));
    expect(labelText(element, 'billing_state_field'), 'a native dispatch reads every group').to.equal('State\u00a0*');
    expect(labelText(element, 'shipping_state_field')).to.equal('State\u00a0*');
  });

  it('leaves the fields alone, warning once, when the countries are not valid JSON or not printed', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      globals.wc_country_select_params = { countries: '{not json' };
      const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
      await choose(element, 'FR');
      expect(state(element).localName).to.equal('select');
      expect(warnings.filter((warning) => warning.includes('wc_country_select_params.countries'))).to.have.length(1);
      delete globals.wc_country_select_params;
      const unprinted = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
      await choose(unprinted, 'FR');
      expect(state(unprinted).localName).to.equal('select');
    } finally {
      console.warn = warn;
    }
  });

  it('takes the countries from its attribute over the params', async () => {
    const element = await mount<ShopElement>(
      CHECKOUT().replace('<shop-country-state>', `<shop-country-state countries='${JSON.stringify({ US: COUNTRIES.US, FR: {} })}'>`),
      'shop-country-state',
    );
    await choose(element, 'FR');
    expect(state(element).type, 'France has no states by the attribute').to.equal('hidden');
    await choose(element, 'DE');
    expect(state(element).type, 'and Germany is not listed there').to.equal('text');
  });

  it('warns once and keeps the params when the countries attribute is JSON of another type', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = await mount<ShopElement>(
        CHECKOUT().replace('<shop-country-state>', `<shop-country-state countries="42">`),
        'shop-country-state',
      );
      await choose(element, 'DE');
      expect(state(element).type, 'Germany has no states by the params').to.equal('hidden');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((warning) => warning.includes('countries="42"'))).to.have.length(1);
  });

  it('reads a countries string printed HTML-escaped', async () => {
    globals.wc_country_select_params = { countries: JSON.stringify(COUNTRIES).replace(/"/g, '&quot;') };
    const element = await mount<ShopElement>(CHECKOUT(), 'shop-country-state');
    await choose(element, 'DE');
    expect(state(element).type).to.equal('hidden');
  });
});
