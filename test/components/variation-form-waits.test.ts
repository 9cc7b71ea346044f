import { expect } from '@open-wc/testing';
import { variationFormWaits } from '../../core/auto/variation-form-waits.ts';

// Auto mode's choice for a variable product's form: wait for the shopper only where nothing is preselected and no
// choice would narrow another select's options.

const select = (name: string, values: string[], chosen = '') =>
  `<select name="${name}"><option value="">Choose an option</option>${values
    .map((value) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${value}</option>`)
    .join('')}</select>`;

function form(
  variations: unknown,
  selects = [select('attribute_size', ['S', 'M']), select('attribute_colour', ['Red', 'Blue'])],
): HTMLFormElement {
  const element = document.createElement('form');
  element.className = 'variations_form cart';
  element.setAttribute('data-product_variations', typeof variations === 'string' ? variations : JSON.stringify(variations));
  element.innerHTML = selects.join('');
  return element;
}

const variation = (size: string, colour: string, active = true) => ({
  attributes: { attribute_size: size, attribute_colour: colour },
  variation_is_active: active,
});
const EVERY = [variation('S', 'Red'), variation('S', 'Blue'), variation('M', 'Red'), variation('M', 'Blue')];

describe('variationFormWaits', () => {
  it('waits where every combination is an active variation', () => {
    expect(variationFormWaits(form(EVERY))).to.equal(true);
  });

  it('waits where an "any" attribute covers the combinations', () => {
    expect(variationFormWaits(form([variation('S', ''), variation('M', 'Red'), variation('M', 'Blue')]))).to.equal(true);
  });

  it('waits where the variations are looked up by AJAX (WooCommerce narrows nothing there either)', () => {
    expect(variationFormWaits(form('false'))).to.equal(true);
  });

  it('loads at once where a choice would narrow the options: a missing or inactive combination', () => {
    expect(variationFormWaits(form(EVERY.slice(1)))).to.equal(false);
    expect(variationFormWaits(form([...EVERY.slice(1), variation('S', 'Red', false)]))).to.equal(false);
  });

  it('loads at once where something is preselected, or the data cannot be read', () => {
    const preselected = form(EVERY, [select('attribute_size', ['S', 'M'], 'M'), select('attribute_colour', ['Red', 'Blue'])]);
    expect(variationFormWaits(preselected)).to.equal(false);
    expect(variationFormWaits(form('{not json'))).to.equal(false);
    expect(variationFormWaits(form([{ id: 1 }]))).to.equal(false);
  });

  it('loads at once where the combinations are too many to check as the page loads', () => {
    const values = Array.from({ length: 30 }, (_, index) => `v${index}`);
    expect(variationFormWaits(form([], [select('attribute_a', values), select('attribute_b', values)]))).to.equal(false);
  });
});
