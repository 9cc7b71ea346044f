import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../../elements/variation-form/variation-form.define.ts';
import { loadDisplay } from '../../elements/variation-form/load-display.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { recordLegacyEvents, removeJquery, installJquery } from '../support/legacy-jquery.ts';
import { recordAlerts } from '../support/alerts.ts';
import { animationsEnd } from '../support/animations.ts';
import { fakeDelays } from '../support/fake-delays.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import {
  choose,
  COLOR,
  SIZE,
  SPECIAL_PRINT,
  TEST_TEE,
  variableProduct,
  variation,
  type TestVariation,
} from '../support/variable-product.ts';

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;
const button = (root: ParentNode) => $<HTMLButtonElement>(root, '.single_add_to_cart_button');
const panel = (root: ParentNode) => $(root, '.single_variation');
const resetButton = (root: ParentNode) => $<HTMLButtonElement>(root, '.reset_variations');
const options = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLOptionElement>(`select[name="${name}"] option`)].map((o) => `${o.value}${o.disabled ? ':disabled' : ''}`);

async function mountForm(html = variableProduct()) {
  const element = await mount(`<div>${html}</div>`, 'shop-variation-form');
  return { element, form: $<HTMLFormElement>(element, 'form'), product: element.closest('.product')! };
}

/** Lets the panel's slide (200 ms, starting in the next frame) run to its end. */
const settle = animationsEnd;

describe('<shop-variation-form> embedded data', () => {
  // The shopper's first intent has fetched the display's code, so each choice shows at once (a choice made before
  // it arrives: variation-form-deferred.test.ts).
  before(loadDisplay);
  let alerts: string[];
  let restoreAlerts: () => void;
  beforeEach(() => {
    ({ messages: alerts, restore: restoreAlerts } = recordAlerts());
    store.set(chosenVariationAtom(11), null);
  });
  afterEach(() => {
    restoreAlerts();
    removeJquery();
  });

  it('starts with the button needing a selection, the reset hidden and the form ready', async () => {
    const { element, form } = await mountForm();
    expect(element).to.have.attribute('ready');
    expect(button(form).classList.contains('disabled')).to.be.true;
    expect(button(form).classList.contains('wc-variation-selection-needed')).to.be.true;
    expect(button(form).getAttribute('aria-disabled')).to.equal('true');
    expect($(form, '.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-disabled')).to.be.true;
    expect(resetButton(form).style.visibility).to.equal('hidden');
    await expect(element).to.be.accessible();
  });

  it('shows the matching variation: panel, sku, weight, variation_id, enabled button, atom, wishlist id', async () => {
    const { element, form, product } = await mountForm();
    choose(form, 'attribute_pa_size', 's');
    expect(resetButton(form).style.visibility).to.equal('visible');
    const found = oneEvent(element, 'shop-variation-form-found');
    choose(form, 'attribute_pa_color', 'red');
    const { detail, bubbles } = await found;
    expect(detail.variation.variation_id).to.equal(12);
    expect(bubbles).to.be.true;
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('12');
    await waitUntil(() => panel(form).querySelector('.woocommerce-variation-price'), 'the panel fills once the sanitizer has loaded');
    expect($(panel(form), '.woocommerce-variation-price').textContent).to.equal('$18.00');
    expect($(panel(form), '.woocommerce-variation-availability').textContent).to.equal('10 in stock');
    expect($(product, '.product_meta .sku').textContent).to.equal('SKU-12');
    expect($(product, '.sku').getAttribute('data-o_content')).to.equal('TEE');
    expect(button(form).classList.contains('disabled')).to.be.false;
    expect(button(form).hasAttribute('aria-disabled')).to.be.false;
    expect($(form, '.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-enabled')).to.be.true;
    expect($(product, '.add_to_wishlist').getAttribute('data-product-id')).to.equal('12');
    expect($(product, '.add_to_wishlist').getAttribute('data-original-product-id')).to.equal('11');
    const chosen = store.get(chosenVariationAtom(11))!;
    expect(chosen).to.include({ variationId: 12, displayPrice: 18, purchasable: true });
    expect(chosen.image?.src).to.equal('/img/12.jpg');
    await settle();
    await expect(element).to.be.accessible();
  });

  it('triggers the legacy events in the order a listener on body sees them, with their arguments', async () => {
    const names = [
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'show_variation',
      'found_variation',
      'reset_image',
      'hide_variation',
      'reset_data',
      'check_variations',
      'woocommerce_variation_has_changed',
      'wc_variation_form',
    ];
    const calls = recordLegacyEvents(names);
    const { form } = await mountForm();
    await waitUntil(() => calls.some((c) => c.name === 'wc_variation_form'), 'the initial check has run');
    expect(calls.map((c) => c.name)).to.deep.equal([
      'woocommerce_update_variation_values',
      'update_variation_values',
      'reset_image',
      'hide_variation',
      'reset_data',
      'check_variations',
      'wc_variation_form',
    ]);
    const instance = calls.at(-1)!.args[0] as { $form: { get(i: number): unknown }; useAjax: boolean };
    expect(instance.$form.get(0)).to.equal(form);
    expect(instance.useAjax).to.be.false;
    calls.length = 0;
    const idChanges: string[] = [];
    $(form, 'input.variation_id').addEventListener('change', (e) => idChanges.push((e.target as HTMLInputElement).value));
    choose(form, 'attribute_pa_size', 'm');
    calls.length = 0;
    choose(form, 'attribute_pa_color', 'red');
    expect(idChanges).to.deep.equal(['', '', '13']);
    const second = calls;
    expect(second.map((c) => c.name)).to.deep.equal([
      'clear_reset_announcement',
      'woocommerce_variation_select_change',
      'woocommerce_update_variation_values',
      'update_variation_values',
      'show_variation',
      'found_variation',
      'check_variations',
      'woocommerce_variation_has_changed',
    ]);
    const show = second.find((c) => c.name === 'show_variation')!;
    expect((show.args[0] as { variation_id: number }).variation_id).to.equal(13);
    expect(show.args[1]).to.equal(true);
    expect((second.find((c) => c.name === 'found_variation')!.args[0] as { variation_id: number }).variation_id).to.equal(13);
    // WooCommerce triggers it without arguments; only swatch plugins pass the chosen attributes.
    expect(second.find((c) => c.name === 'check_variations')!.args).to.deep.equal([]);
    expect(second.find((c) => c.name === 'woocommerce_variation_has_changed')!.args).to.deep.equal([]);
  });

  it('removes impossible options, disables inactive ones and never cascades', async () => {
    const inactive = TEST_TEE.map((v) => (v.variation_id === 13 ? { ...v, variation_is_active: false } : v));
    const { form } = await mountForm(variableProduct({ variations: inactive }));
    const checks = recordLegacyEvents(['check_variations']);
    choose(form, 'attribute_pa_size', 'l');
    expect(options(form, 'attribute_pa_color')).to.deep.equal(['', 'blue']);
    choose(form, 'attribute_pa_size', 'm');
    expect(options(form, 'attribute_pa_color')).to.deep.equal(['', 'red:disabled', 'blue']);
    choose(form, 'attribute_pa_color', 'blue');
    expect(options(form, 'attribute_pa_size')).to.deep.equal(['', 'm', 'l']);
    // A script (a swatch plugin) picks red, inactive with M: M is cleared in one pass, without a cascade.
    const cleared: string[] = [];
    $(form, 'select[name="attribute_pa_size"]').addEventListener('change', (e) => cleared.push((e.target as HTMLSelectElement).value));
    checks.length = 0;
    choose(form, 'attribute_pa_size', 'm');
    cleared.length = 0;
    checks.length = 0;
    choose(form, 'attribute_pa_color', 'red');
    expect(cleared).to.deep.equal(['']);
    expect(checks).to.have.length(1);
    expect($<HTMLSelectElement>(form, 'select[name="attribute_pa_size"]').value).to.equal('');
    expect(options(form, 'attribute_pa_size')).to.deep.equal(['', 's', 'm:disabled']);
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('');
  });

  it('marks an out-of-stock variation unavailable and explains a click instead of submitting', async () => {
    const { element, form } = await mountForm();
    let submitted = 0;
    let bubbled = 0;
    form.addEventListener('submit', (e) => {
      submitted++;
      e.preventDefault();
    });
    element.parentElement!.addEventListener('click', () => bubbled++);
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'blue');
    expect(button(form).classList.contains('wc-variation-is-unavailable')).to.be.true;
    expect(button(form).getAttribute('aria-disabled')).to.equal('true');
    button(form).click();
    expect(alerts).to.deep.equal(['Sorry, this product is unavailable. Please choose a different combination.']);
    expect(store.get(chosenVariationAtom(11))?.purchasable).to.be.false;
    choose(form, 'attribute_pa_color', '');
    button(form).click();
    expect(alerts[1]).to.equal('Please select some product options before adding this product to your cart.');
    expect(submitted).to.equal(0);
    expect(bubbled).to.equal(0);
    await expect(element).to.be.accessible();
  });

  it('takes the alert texts from wc_add_to_cart_variation_params, and attributes first', async () => {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = { i18n_make_a_selection_text: 'Pick one' };
    try {
      const { form } = await mountForm();
      button(form).click();
      const own = await mountForm(variableProduct({ elementAttributes: 'make-selection-text="Choose a size"' }));
      button(own.form).click();
      expect(alerts).to.deep.equal(['Pick one', 'Choose a size']);
    } finally {
      delete (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params;
    }
  });

  it('applies quantity limits: clamps to min_qty..max_qty, sold individually hides the field', async () => {
    const variations = [
      variation(21, { attribute_pa_size: 's', attribute_pa_color: 'red' }, { min_qty: 2, max_qty: 4 }),
      variation(22, { attribute_pa_size: 'm', attribute_pa_color: 'red' }, { is_sold_individually: 'yes' }),
      variation(23, { attribute_pa_size: 'l', attribute_pa_color: 'red' }, { min_qty: 1, max_qty: '' }),
      // 0 and -1 also mean "no maximum"; the minimum wins over any maximum, as in WooCommerce.
      variation(24, { attribute_pa_size: 's', attribute_pa_color: 'blue' }, { min_qty: 1, max_qty: 0 }),
      variation(25, { attribute_pa_size: 'm', attribute_pa_color: 'blue' }, { min_qty: 3, max_qty: 2 }),
      variation(26, { attribute_pa_size: 'l', attribute_pa_color: 'blue' }, { min_qty: 1, max_qty: -1 }),
    ];
    const { form } = await mountForm(variableProduct({ variations }));
    const qty = $<HTMLInputElement>(form, 'input.qty');
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    expect([qty.value, qty.min, qty.max]).to.deep.equal(['2', '2', '4']);
    qty.value = '9';
    choose(form, 'attribute_pa_size', 'l');
    expect([qty.value, qty.max]).to.deep.equal(['9', '']);
    choose(form, 'attribute_pa_size', 'm');
    expect([qty.value, qty.min]).to.deep.equal(['1', '1']);
    expect($(form, '.quantity').style.display).to.equal('none');
    choose(form, 'attribute_pa_size', 's');
    expect($(form, '.quantity').style.display).to.equal('');
    qty.value = '';
    choose(form, 'attribute_pa_color', 'blue');
    expect([qty.value, qty.min, qty.max], 'max_qty 0').to.deep.equal(['1', '1', '']);
    qty.value = '5';
    choose(form, 'attribute_pa_size', 'l');
    expect([qty.value, qty.max], 'max_qty -1').to.deep.equal(['5', '']);
    choose(form, 'attribute_pa_size', 'm');
    expect([qty.value, qty.min, qty.max], 'min_qty above max_qty').to.deep.equal(['3', '3', '2']);
  });

  it('shows the variation weight and dimensions, and the server text again without them', async () => {
    const variations = [
      variation(
        61,
        { attribute_pa_size: 's', attribute_pa_color: 'red' },
        {
          weight: '0.3',
          weight_html: '0.3 kg',
          dimensions: { length: '10', width: '20', height: '2' },
          dimensions_html: '10 &times; 20 &times; 2 cm',
        },
      ),
      variation(62, { attribute_pa_size: 'm', attribute_pa_color: 'red' }),
      // Numbers where WooCommerce prints strings: jQuery's .text() shows them as written.
      variation(
        63,
        { attribute_pa_size: 'l', attribute_pa_color: 'red' },
        {
          sku: 4711,
          weight: 2,
          weight_html: 2,
          dimensions: { length: '5', width: '', height: '' },
          dimensions_html: 5,
        },
      ),
    ];
    const { form, product } = await mountForm(variableProduct({ variations }));
    const weight = $(product, '.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value');
    const dimensions = $(product, '.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value');
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    expect([weight.textContent, dimensions.textContent]).to.deep.equal(['0.3 kg', '10 × 20 × 2 cm']);
    choose(form, 'attribute_pa_size', 'm');
    expect([weight.textContent, dimensions.textContent]).to.deep.equal(
      ['0.2 kg', 'N/A'],
      'no "N/A" for empty dimensions over the server text',
    );
    choose(form, 'attribute_pa_size', 'l');
    expect([weight.textContent, dimensions.textContent, $(product, '.product_meta .sku').textContent]).to.deep.equal(['2', '5', '4711']);
    expect(button(form).getAttribute('aria-disabled'), 'the variation is found and can be added').not.to.equal('true');
  });

  it('drops the placeholder of a select with data-show_option_none="no" once a valid value is chosen', async () => {
    const { form } = await mountForm(variableProduct({ attributes: [{ ...SIZE, showOptionNone: 'no' }, COLOR] }));
    expect(options(form, 'attribute_pa_size')[0]).to.equal('');
    choose(form, 'attribute_pa_size', 'l');
    expect(options(form, 'attribute_pa_size')).to.deep.equal(['s', 'm', 'l']);
    expect(options(form, 'attribute_pa_color')).to.deep.equal(['', 'blue']);
  });

  it('swaps the gallery image keeping the originals, and restores them on reset', async () => {
    const { form, product } = await mountForm();
    const image = $<HTMLImageElement>(product, '.wp-post-image');
    choose(form, 'attribute_pa_size', 'l');
    choose(form, 'attribute_pa_color', 'blue');
    expect(image.getAttribute('src')).to.equal('/img/14.jpg');
    expect(image.getAttribute('data-o_src')).to.equal('/img/main.jpg');
    expect(image.getAttribute('data-large_image')).to.equal('/img/14-full.jpg');
    expect(image.hasAttribute('srcset')).to.be.false;
    expect($(product, '.woocommerce-product-gallery__image').getAttribute('data-thumb')).to.equal('/img/14.jpg');
    expect($(product, '.woocommerce-product-gallery__image a').getAttribute('href')).to.equal('/img/14-full.jpg');
    choose(form, 'attribute_pa_color', '');
    expect(image.getAttribute('src')).to.equal('/img/main.jpg');
    expect(image.getAttribute('width')).to.equal('600');
    expect($(product, '.woocommerce-product-gallery__image a').getAttribute('href')).to.equal('/img/main-full.jpg');
  });

  it('reads the older image keys: thumb_src, and image_src and image_link on the variation itself', async () => {
    const older = TEST_TEE.map(({ image, ...variation }) => {
      const { src, full_src: fullSrc, gallery_thumbnail_src: thumbnail, ...rest } = image as Record<string, unknown>;
      return { ...variation, image_src: src, image_link: fullSrc, image: { ...rest, thumb_src: thumbnail } };
    });
    const thumbs = '<ol class="flex-control-nav"><li><img src="/img/main-thumb.jpg"></li></ol>';
    const { form, product } = await mountForm(
      variableProduct({ variations: older as unknown as TestVariation[] }).replace(
        '</div>\n  </div>\n  <div class="summary',
        `</div>${thumbs}\n  </div>\n  <div class="summary`,
      ),
    );
    choose(form, 'attribute_pa_size', 'l');
    choose(form, 'attribute_pa_color', 'blue');
    expect($<HTMLImageElement>(product, '.wp-post-image').getAttribute('src')).to.equal('/img/14.jpg');
    expect($(product, '.woocommerce-product-gallery__image a').getAttribute('href')).to.equal('/img/14-full.jpg');
    expect($(product, '.flex-control-nav img').getAttribute('src')).to.equal('/img/14-thumb.jpg');
  });

  it('goes to a variation image that is already a flexslider slide instead of rewriting the first one', async () => {
    const $j = installJquery();
    const thumbs =
      '<ol class="flex-control-nav flex-control-thumbs"><li><img src="/img/main-thumb.jpg"></li><li><img src="/img/14-thumb.jpg"></li></ol>';
    const { form, product } = await mountForm(
      variableProduct().replace('</div>\n  </div>\n  <div class="summary', `</div>${thumbs}\n  </div>\n  <div class="summary`),
    );
    const clicked: string[] = [];
    $j(product.querySelectorAll('.flex-control-nav img')).on('flexslider-click', (e: unknown) =>
      clicked.push((e as { target: HTMLImageElement }).target.getAttribute('src')!),
    );
    choose(form, 'attribute_pa_size', 'l');
    choose(form, 'attribute_pa_color', 'blue');
    expect(clicked).to.deep.equal(['/img/14-thumb.jpg']);
    expect($(product, '.wp-post-image').getAttribute('src')).to.equal('/img/main.jpg');
    expect(form.getAttribute('current-image')).to.equal('114');
  });

  it('asks the gallery to re-measure and go back to the first slide after 20 ms', async () => {
    const calls = recordLegacyEvents([]);
    const $j = installJquery();
    const clock = fakeDelays();
    const { form, product } = await mountForm();
    const gallery = $(product, '.images');
    $j(gallery).on('woocommerce_gallery_reset_slide_position woocommerce_gallery_init_zoom', (e: unknown) =>
      calls.push({ name: (e as { type: string }).type, args: [] }),
    );
    await clock.tick(100);
    calls.length = 0;
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await clock.tick(19);
    expect(calls, 'not before 20 ms').to.deep.equal([]);
    await clock.tick(1);
    expect(calls.map((c) => c.name)).to.deep.equal(['woocommerce_gallery_reset_slide_position', 'woocommerce_gallery_init_zoom']);
    expect(form.getAttribute('current-image')).to.equal('112');
  });

  it('resets: clears every select, announces, focuses the first select, restores wishlist and sku', async () => {
    const clock = fakeDelays();
    const { element, form, product } = await mountForm();
    await clock.tick(100);
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await clock.tick(20);
    await settle();
    const calls = recordLegacyEvents([
      'announce_reset',
      'reset_data',
      'reset_focus',
      'hide_variation',
      'woocommerce_variation_has_changed',
    ]);
    const resetEvent = oneEvent(element, 'shop-variation-form-reset');
    resetButton(form).click();
    await resetEvent;
    expect(options(form, 'attribute_pa_size').length).to.equal(4);
    expect([...form.querySelectorAll('select')].map((s) => s.value)).to.deep.equal(['', '']);
    expect($(form, '.reset_variations_alert').textContent).to.equal(
      'Your selection has been reset. Please select some product options before adding this product to your cart.',
    );
    expect(document.activeElement).to.equal($(form, 'select'));
    expect(resetButton(form).style.visibility).to.equal('hidden');
    expect($(product, '.sku').textContent).to.equal('TEE');
    expect($(product, '.add_to_wishlist').getAttribute('data-product-id')).to.equal('11');
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('');
    expect(store.get(chosenVariationAtom(11))).to.equal(null);
    expect(calls.map((c) => c.name)).to.deep.equal([
      'hide_variation',
      'reset_data',
      'woocommerce_variation_has_changed',
      'announce_reset',
      'hide_variation',
      'reset_data',
      'reset_focus',
    ]);
    await settle();
    expect(panel(form).style.display).to.equal('none');
    await expect(element).to.be.accessible();
  });

  it('resets from WooCommerce 11’s Clear link (<a href="#">) as from a button, without following it', async () => {
    const { form } = await mountForm(variableProduct({ resetLink: true }));
    const link = $<HTMLAnchorElement>(form, 'a.reset_variations');
    expect(link.style.visibility).to.equal('hidden');
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    expect(link.style.visibility).to.equal('visible');
    const hash = location.hash;
    link.focus();
    link.click();
    expect([...form.querySelectorAll('select')].map((s) => s.value)).to.deep.equal(['', '']);
    expect(location.hash, 'the link is not followed').to.equal(hash);
    expect(document.activeElement).to.equal($(form, 'select'));
    expect(link.style.visibility).to.equal('hidden');
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('');
  });

  it('does nothing inside another <shop-variation-form>: one check per change', async () => {
    const nested = variableProduct()
      .replace('<shop-variation-form >', '<shop-variation-form><shop-variation-form>')
      .replace('</shop-variation-form>', '</shop-variation-form></shop-variation-form>');
    const { element, form } = await mountForm(nested);
    await element.querySelector<ShopElement>('shop-variation-form')!.updateComplete;
    const calls = recordLegacyEvents(['found_variation']);
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    expect(calls).to.have.length(1);
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('12');
  });

  it('skips malformed entries of data-product_variations with one warning and works with the others', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const broken = [null, 5, { variation_id: 9 }, { variation_id: 8, attributes: { attribute_pa_size: 3 } }, ...TEST_TEE];
      const { element, form } = await mountForm(variableProduct({ variations: broken as unknown as TestVariation[] }));
      expect(warnings, warnings.join('\n')).to.have.length(1);
      expect(warnings[0]).to.contain('<shop-variation-form>').and.to.contain('skipped 4 of 8 entries of data-product_variations');
      expect(element.getAttribute('data-state')).to.equal(null);
      expect(element.hasAttribute('ready')).to.be.true;
      choose(form, 'attribute_pa_size', 's');
      choose(form, 'attribute_pa_color', 'red');
      expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('12');
      expect(button(form).getAttribute('aria-disabled')).not.to.equal('true');
    } finally {
      console.warn = originalWarn;
    }
  });

  it('leaves the server form fully working when it fails to start: no listener left, nothing blocked', async () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = variableProduct();
    const element = wrapper.querySelector('shop-variation-form')!;
    const form = $<HTMLFormElement>(wrapper, 'form');
    // Whatever the cause, here the variation data cannot be read once the element has started attaching.
    form.getAttribute = (name: string) => {
      if (name === 'data-product_variations') throw new Error('unreadable variation data');
      return Element.prototype.getAttribute.call(form, name);
    };
    const originalError = console.error;
    console.error = () => {};
    try {
      document.body.append(wrapper);
      await waitUntil(() => element.getAttribute('data-state') === 'error', 'the element failed');
    } finally {
      console.error = originalError;
    }
    let submitted = false;
    form.addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    choose(form, 'attribute_pa_size', 's');
    expect(button(form).getAttribute('aria-disabled')).not.to.equal('true');
    expect(button(form).classList.contains('disabled')).to.be.false;
    button(form).click();
    expect(submitted, 'the no-JS form post goes through').to.be.true;
    expect(alerts).to.deep.equal([]);
    expect(element).not.to.have.attribute('ready');
    wrapper.remove();
  });

  it('runs the initial check after 100 ms for a preselection, without the no-match notice', async () => {
    const calls = recordLegacyEvents(['found_variation', 'wc_variation_form']);
    const preselected = variableProduct({
      attributes: [
        { ...SIZE, selected: 'm' },
        { ...COLOR, selected: 'red' },
      ],
    });
    const clock = fakeDelays();
    const { element, form } = await mountForm(preselected);
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('13', 'usable at once');
    await clock.tick(99);
    expect(calls).to.have.length(0);
    await clock.tick(1);
    expect(calls.map((c) => c.name)).to.deep.equal(['found_variation', 'wc_variation_form']);
    // A server preselection that matches nothing: reset quietly.
    const impossible = TEST_TEE.filter((v) => v.variation_id !== 13);
    const second = await mountForm(
      variableProduct({
        variations: impossible,
        attributes: [
          { ...SIZE, selected: 'm' },
          { ...COLOR, selected: 'red' },
        ],
      }),
    );
    await clock.tick(100);
    expect(second.form.querySelector('.wc-no-matching-variations')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('renders price, availability and description through DOMPurify', async () => {
    const hostile = [
      variation(
        31,
        { attribute_pa_size: 's', attribute_pa_color: 'red' },
        {
          price_html: '<span class="price">$5</span><img src=x onerror="window.__pwned=1">',
          availability_html: '<p class="stock">In stock<script>window.__pwned=2</script></p>',
          variation_description: '<p><a href="javascript:window.__pwned=3">Care</a> guide</p>',
        },
      ),
    ];
    const { form } = await mountForm(variableProduct({ variations: hostile }));
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await waitUntil(() => panel(form).querySelector('.woocommerce-variation-description'), 'the panel fills once the sanitizer has loaded');
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(panel(form).querySelector('img')!.hasAttribute('onerror')).to.be.false;
    expect(panel(form).querySelector('script')).to.equal(null);
    expect(panel(form).querySelector('a')!.hasAttribute('href')).to.be.false;
    expect($(panel(form), '.woocommerce-variation-description').textContent).to.equal('Care guide');
  });

  it('uses the unavailable template for an invisible variation', async () => {
    const hidden = [variation(41, { attribute_pa_size: 's', attribute_pa_color: 'red' }, { variation_is_visible: false })];
    const { element, form } = await mountForm(variableProduct({ variations: hidden }));
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    expect(panel(form).textContent).to.contain('Sorry, this product is unavailable.');
    expect(button(form).classList.contains('wc-variation-is-unavailable')).to.be.true;
    await settle();
    await expect(element).to.be.accessible();
  });

  it('matches values with quotes, &, +, %20, non-Latin letters and entities', async () => {
    const values = ['Say "Hello"', 'Salt &amp; Pepper', 'C++ Logo', 'Space%20Cat', '日本', '&frac12; Sleeve', "Rock 'n' Roll"];
    const variations = values.map((value, i) => variation(50 + i, { attribute_print: value }));
    const { form } = await mountForm(variableProduct({ attributes: [SPECIAL_PRINT], variations }));
    const select = $<HTMLSelectElement>(form, 'select');
    const found: number[] = [];
    for (const option of [...select.options].slice(1)) {
      choose(form, 'attribute_print', option.value);
      found.push(Number($<HTMLInputElement>(form, 'input.variation_id').value));
    }
    expect(found).to.deep.equal([50, 51, 52, 53, 54, 55, 56]);
  });

  it('honours reload_product_variations and a third-party check_variations', async () => {
    const $j = installJquery();
    const { form } = await mountForm();
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    const updated = TEST_TEE.map((v) => (v.variation_id === 12 ? { ...v, sku: 'NEW-SKU' } : v));
    form.setAttribute('data-product_variations', JSON.stringify(updated));
    $j(form).trigger('reload_product_variations');
    expect(form.closest('.product')!.querySelector('.sku')!.textContent).to.equal('NEW-SKU');
    const select = $<HTMLSelectElement>(form, 'select[name="attribute_pa_color"]');
    select.value = '';
    $j(form).trigger('check_variations');
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('');
    expect(button(form).classList.contains('wc-variation-selection-needed')).to.be.true;
  });

  it('puts every option back and clears the published variation when removed', async () => {
    const { element, form } = await mountForm();
    choose(form, 'attribute_pa_size', 'l');
    expect(options(form, 'attribute_pa_color')).to.deep.equal(['', 'blue']);
    choose(form, 'attribute_pa_color', 'blue');
    element.remove();
    await waitUntil(() => options(form, 'attribute_pa_color').length === 3, 'every colour is back');
    expect(options(form, 'attribute_pa_color')).to.deep.equal(['', 'red', 'blue']);
    expect(store.get(chosenVariationAtom(11))).to.equal(null);
  });

  it('waits for a slide of 200 ms unless the shopper prefers reduced motion', async () => {
    const { form } = await mountForm();
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    // Measured and started in the next frame, never inside the change handler.
    expect(panel(form).getAnimations().length).to.equal(0);
    await new Promise(requestAnimationFrame);
    expect(panel(form).getAnimations().length).to.equal(1);
    expect((panel(form).getAnimations()[0]!.effect as KeyframeEffect).getTiming().duration).to.equal(200);
    await waitUntil(() => panel(form).getAnimations().length === 0, 'slide ends');
  });

  it('shows and hides the panel at once when the shopper prefers reduced motion', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    try {
      const { form } = await mountForm();
      choose(form, 'attribute_pa_size', 's');
      choose(form, 'attribute_pa_color', 'red');
      await new Promise(requestAnimationFrame);
      expect(panel(form).getAnimations()).to.have.length(0);
      expect(panel(form).style.display).to.equal('');
      choose(form, 'attribute_pa_color', '');
      expect(panel(form).style.display).to.equal('none');
    } finally {
      store.set(settingsAtom, { reducedMotion: false });
    }
  });
});
