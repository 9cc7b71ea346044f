import { expect } from '@open-wc/testing';
import '../../elements/variation-form/variation-form.define.ts';
import { fakeDelays } from '../support/fake-delays.ts';
import { recordLegacyEvents, removeJquery } from '../support/legacy-jquery.ts';
import { mount } from '../support/mount.ts';
import { waitUntil } from '../support/wait-until.ts';
import { COLOR, SIZE, variableProduct } from '../support/variable-product.ts';

// The form's display (variation-display.ts) has not been fetched on this file's page before the form upgrades:
// a server preselection asks for it at once, and shows it as quietly as the check that found it.

describe('<shop-variation-form> a preselection before the display code has arrived', () => {
  after(removeJquery);

  it('shows the preselected variation without events, which come with the initial check at 100 ms', async () => {
    const calls = recordLegacyEvents(['show_variation', 'found_variation', 'wc_variation_form']);
    const clock = fakeDelays();
    const preselected = variableProduct({
      attributes: [
        { ...SIZE, selected: 'm' },
        { ...COLOR, selected: 'red' },
      ],
    });
    const element = await mount(`<div>${preselected}</div>`, 'shop-variation-form');
    const product = element.closest('.product')!;
    await waitUntil(() => product.querySelector('.sku')!.textContent === 'SKU-13', 'the preselection shows');
    expect(product.querySelector<HTMLInputElement>('input.variation_id')!.value).to.equal('13');
    expect(calls).to.deep.equal([]);
    await clock.tick(100);
    expect(calls.map((call) => call.name)).to.deep.equal(['show_variation', 'found_variation', 'wc_variation_form']);
  });
});
