import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/variation-form/variation-form.define.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { store } from '../../core/state/store.ts';
import { fakeDelays } from '../support/fake-delays.ts';
import { recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { choose, variableProduct } from '../support/variable-product.ts';

// Nothing on this file's page asks for the form's display (variation-display.ts) before the choice below: the
// shopper chose without a pointer, focus or key in the form first. In these bundled tests the code arrives a
// few microtasks after it is asked for; variation-display.journey.ts holds the real chunk.

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;

describe('<shop-variation-form> choosing before the display code has arrived', () => {
  after(removeJquery);

  it('shows the newest complete choice once the code arrives, its events after the check', async () => {
    const clock = fakeDelays();
    const element = await mount(`<div>${variableProduct()}</div>`, 'shop-variation-form');
    const form = $<HTMLFormElement>(element, 'form');
    const product = element.closest('.product')!;
    await clock.tick(100);
    const calls = recordLegacyEvents(['check_variations', 'woocommerce_variation_has_changed', 'show_variation', 'found_variation']);

    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    // S/Red is complete, but nothing of it shows until the code is here; M/Red replaces it meanwhile.
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('');
    expect($(form, '.single_add_to_cart_button').classList.contains('wc-variation-selection-needed')).to.be.true;
    const found = oneEvent(element, 'shop-variation-form-found');
    choose(form, 'attribute_pa_size', 'm');
    expect((await found).detail.variation.variation_id).to.equal(13);

    expect(calls.map((call) => call.name)).to.deep.equal([
      ...Array(3).fill(['check_variations', 'woocommerce_variation_has_changed']).flat(),
      'show_variation',
      'found_variation',
    ]);
    const [variation, purchasable] = calls.at(-2)!.args as [{ variation_id: number }, boolean];
    expect([variation.variation_id, purchasable]).to.deep.equal([13, true]);
    expect((calls.at(-1)!.args[0] as { variation_id: number }).variation_id).to.equal(13);
    expect($<HTMLInputElement>(form, 'input.variation_id').value).to.equal('13');
    expect($(product, '.product_meta .sku').textContent).to.equal('SKU-13');
    expect($(product, '.wp-post-image').getAttribute('src')).to.equal('/img/13.jpg');
    expect($(form, '.single_add_to_cart_button').getAttribute('aria-disabled')).to.equal(null);
    expect(store.get(chosenVariationAtom(11))?.variationId).to.equal(13);
  });
});
