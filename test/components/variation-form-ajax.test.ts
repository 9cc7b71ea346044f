import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/variation-form/variation-form.define.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { FakeServer } from '../support/fake-server.ts';
import { recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { choose, SPECIAL_PRINT, TEST_TEE, variableProduct } from '../support/variable-product.ts';

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;

/** Mounts the form on a fake clock and lets its 100 ms initial check run, so it cannot land in the middle of a test. */
async function mountAjaxForm(extra: Parameters<typeof variableProduct>[0] = {}) {
  const clock = fakeDelays();
  const element = await mount(`<div>${variableProduct({ variations: false, ...extra })}</div>`, 'shop-variation-form');
  await clock.tick(100);
  return { element, form: $<HTMLFormElement>(element, 'form'), clock };
}

const notice = (form: HTMLElement) => form.querySelector('.wc-no-matching-variations');
const variationId = (form: HTMLElement) => $<HTMLInputElement>(form, 'input.variation_id').value;
/** A lookup's delay and timeout start when it reaches the server: only then may fake time move past them. */
const lookupsSent = (server: FakeServer, count: number) =>
  until(() => server.sent('get_variation').length === count, `lookup ${count} sent`);
const optionValues = (form: HTMLElement, name: string) =>
  [...form.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((option) => option.value).join();

describe('<shop-variation-form> above the AJAX threshold', () => {
  let server: FakeServer;
  beforeEach(() => {
    server = new FakeServer();
  });
  afterEach(() => {
    server.restore();
    removeJquery();
  });

  it('posts the chosen attributes, product_id and custom_data to get_variation while the form is blocked', async () => {
    server.on('wc-ajax=get_variation', { json: TEST_TEE[1], delay: 80 });
    const { element, form, clock } = await mountAjaxForm();
    expect(form.querySelectorAll('option').length).to.equal(7, 'every option stays selectable');
    choose(form, 'attribute_pa_size', 'm');
    expect(server.sent('get_variation')).to.have.length(0, 'an incomplete selection is not looked up');
    choose(form, 'attribute_pa_color', 'red');
    const overlay = $<HTMLElement>(form, '.blockUI.blockOverlay');
    expect(overlay.style.background).to.contain('rgb(255, 255, 255)');
    expect(overlay.style.opacity).to.equal('0.6');
    expect(form.getAttribute('aria-busy')).to.equal('true');
    await expect(element).to.be.accessible();
    const found = oneEvent(element, 'shop-variation-form-found');
    await lookupsSent(server, 1);
    await clock.tick(80);
    await found;
    const [request] = server.sent('get_variation');
    expect(request!.method).to.equal('POST');
    expect(request!.fields).to.deep.equal({
      attribute_pa_size: 'm',
      attribute_pa_color: 'red',
      product_id: '11',
      custom_data: '',
    });
    expect(variationId(form)).to.equal('13');
    expect(form.querySelector('.blockOverlay')).to.equal(null);
    expect(form.hasAttribute('aria-busy')).to.be.false;
  });

  it('triggers the legacy events of the AJAX mode: no option update or select-change event', async () => {
    server.on('wc-ajax=get_variation', { json: TEST_TEE[0] });
    const { form } = await mountAjaxForm();
    const calls = recordLegacyEvents([
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'reset_data',
      'found_variation',
      'check_variations',
    ]);
    choose(form, 'attribute_pa_size', 's');
    expect(calls.map((c) => c.name)).to.deep.equal(['update_variation_values', 'reset_data', 'check_variations']);
    calls.length = 0;
    choose(form, 'attribute_pa_color', 'red');
    expect(calls.map((c) => c.name)).to.deep.equal(['check_variations'], 'the lookup is under way');
    await until(() => calls.some((c) => c.name === 'found_variation'), 'found_variation');
  });

  it('aborts a pending lookup when a newer one starts: only the newest answer is shown', async () => {
    server.on('wc-ajax=get_variation', (request) =>
      request.fields['attribute_pa_color'] === 'red' ? { json: TEST_TEE[1], delay: 300 } : { json: TEST_TEE[3], delay: 20 },
    );
    const { element, form, clock } = await mountAjaxForm();
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'red');
    choose(form, 'attribute_pa_color', 'blue');
    const found = oneEvent(element, 'shop-variation-form-found');
    await lookupsSent(server, 2);
    await clock.tick(20);
    expect((await found).detail.variation.variation_id).to.equal(15);
    await clock.tick(300);
    expect(variationId(form)).to.equal('15');
    expect(server.sent('get_variation')).to.have.length(2);
    expect(form.querySelector('.blockOverlay')).to.equal(null);
  });

  it('shows a looked-up variation whose weight and dimensions are numbers, as jQuery’s .text() would', async () => {
    const numeric = { ...TEST_TEE[1], weight: 2, weight_html: 2, dimensions: { length: '5', width: '', height: '' }, dimensions_html: 5 };
    server.on('wc-ajax=get_variation', { json: numeric });
    const { element, form } = await mountAjaxForm();
    const product = element.closest('.product')!;
    const found = oneEvent(element, 'shop-variation-form-found');
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'red');
    await found;
    const value = (item: string) =>
      $(product, `.woocommerce-product-attributes-item--${item} .woocommerce-product-attributes-item__value`).textContent;
    expect([value('weight'), value('dimensions')]).to.deep.equal(['2', '5']);
    expect(notice(form)).to.equal(null, 'no error shown to the shopper');
    expect(variationId(form)).to.equal('13');
  });

  it('shows the no-match notice in an alert when the server answers false', async () => {
    server.on('wc-ajax=get_variation', { body: 'false', contentType: 'application/json' });
    const calls = recordLegacyEvents(['reset_data', 'hide_variation']);
    const { element, form } = await mountAjaxForm();
    calls.length = 0;
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'blue');
    await until(() => notice(form), 'notice shown');
    expect(notice(form)!.textContent).to.equal('Sorry, no products matched your selection. Please choose a different combination.');
    expect(notice(form)!.classList.contains('woocommerce-info')).to.be.true;
    expect(notice(form)!.parentElement!.getAttribute('role')).to.equal('alert');
    expect(calls.map((c) => c.name)).to.include('reset_data');
    await expect(element).to.be.accessible();
    choose(form, 'attribute_pa_color', 'red');
    expect(notice(form)).to.equal(null, 'a new change removes the notice');
  });

  for (const [failure, reply] of [
    ['HTTP 500', { body: 'Internal error', status: 500 }],
    ['an HTML error page', { body: '<!doctype html><p>Fatal error</p>' }],
    ['an empty body', { body: '' }],
    ['malformed JSON', { body: '{"variation_id": 1', contentType: 'application/json' }],
  ] as const) {
    it(`reports ${failure} and unblocks the form`, async () => {
      server.on('wc-ajax=get_variation', reply);
      const { element, form } = await mountAjaxForm();
      choose(form, 'attribute_pa_size', 's');
      choose(form, 'attribute_pa_color', 'red');
      await until(() => notice(form), 'error shown');
      expect(notice(form)!.classList.contains('woocommerce-error')).to.be.true;
      expect(form.querySelector('.blockOverlay')).to.equal(null);
      expect($(form, '.single_add_to_cart_button').classList.contains('wc-variation-selection-needed')).to.be.true;
      await expect(element).to.be.accessible();
    });
  }

  it('gives up on a lookup after lookup-timeout and says so', async () => {
    server.on('wc-ajax=get_variation', { hang: true });
    const { element, form, clock } = await mountAjaxForm({ elementAttributes: 'lookup-timeout="150"' });
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await lookupsSent(server, 1);
    await clock.tick(149);
    expect(form.querySelector('.blockOverlay')).not.to.equal(null);
    expect(notice(form), 'still waiting 149 ms in').to.equal(null);
    await clock.tick(1);
    await until(() => notice(form), 'timeout reported');
    expect(notice(form)!.textContent).to.equal('The shop took too long to answer. Please try again.');
    expect(form.querySelector('.blockOverlay')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('renders hostile strings from the server as inert markup', async () => {
    server.on('wc-ajax=get_variation', {
      json: {
        ...TEST_TEE[0],
        sku: '<img src=x onerror="window.__pwnedSku=1">',
        price_html: '<b>$9</b><script>window.__pwnedPrice=1</script>',
      },
    });
    const { form } = await mountAjaxForm();
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await until(() => form.querySelector('.woocommerce-variation-price'), 'the panel shows the price');
    const product = form.closest('.product')!;
    expect(product.querySelector('.sku')!.textContent).to.equal('<img src=x onerror="window.__pwnedSku=1">');
    expect(product.querySelector('.sku img')).to.equal(null);
    expect(form.querySelector('.woocommerce-variation-price')!.innerHTML).to.equal('<b>$9</b>');
    expect(
      (window as unknown as Record<string, unknown>).__pwnedSku ?? (window as unknown as Record<string, unknown>).__pwnedPrice,
    ).to.equal(undefined);
  });

  it('posts special characters exactly as the options carry them, retrying entity-stored values', async () => {
    // A strict server (get_variation compares identical strings), whose shop typed one value as an entity (#26233).
    const stored = ['Say "Hello"', 'Salt & Pepper', 'C++ Logo', 'Space%20Cat', '日本', '&frac12; Sleeve', "Rock 'n' Roll"];
    server.on('wc-ajax=get_variation', (request) => {
      const index = stored.indexOf(request.fields['attribute_print'] ?? '');
      return index < 0 ? { body: 'false', contentType: 'application/json' } : { json: { ...TEST_TEE[0], variation_id: 60 + index } };
    });
    const { element, form } = await mountAjaxForm({ attributes: [SPECIAL_PRINT] });
    const found: number[] = [];
    for (const option of [...$<HTMLSelectElement>(form, 'select').options].slice(1)) {
      const next = oneEvent(element, 'shop-variation-form-found');
      choose(form, 'attribute_print', option.value);
      found.push((await next).detail.variation.variation_id);
    }
    expect(found).to.deep.equal([60, 61, 62, 63, 64, 65, 66]);
    expect(server.sent('get_variation').map((r) => r.fields['attribute_print'])).to.deep.equal([
      'Say "Hello"',
      'Salt & Pepper',
      'C++ Logo',
      'Space%20Cat',
      '日本',
      '½ Sleeve',
      '&frac12; Sleeve',
      "Rock 'n' Roll",
    ]);
  });

  it('filters options locally from the full list when variations-url gives it', async () => {
    server.on('/variations.json', { json: TEST_TEE.map(({ attributes, variation_is_active }) => ({ attributes, variation_is_active })) });
    const { form } = await mountAjaxForm({ elementAttributes: 'variations-url="/variations.json"' });
    choose(form, 'attribute_pa_size', 'l');
    await until(() => optionValues(form, 'attribute_pa_color') === ',blue', 'only blue is offered once the list is in');
  });

  it('maps a Store API product list by attribute label', async () => {
    server.on('/store/products/11', {
      json: {
        variations: [
          {
            id: 14,
            attributes: [
              { name: 'Size', value: 'l' },
              { name: 'Color', value: 'blue' },
            ],
          },
        ],
      },
    });
    const { form } = await mountAjaxForm({ elementAttributes: 'variations-url="/store/products/11"' });
    await until(() => optionValues(form, 'attribute_pa_size') === ',l', 'only size l is offered once the list is in');
  });
});
