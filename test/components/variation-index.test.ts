import { expect } from '@open-wc/testing';
import { OptionState, resolveChoices, VariationIndex } from '../../elements/variation-form/variation-index.ts';

const { Impossible, Inactive, Available } = OptionState;
const attributes = [
  { name: 'attribute_size', values: ['s', 'm', 'l'] },
  { name: 'attribute_color', values: ['red', 'blue'] },
];
const v = (size: string, color: string, active = true) => ({
  attributes: { attribute_size: size, attribute_color: color },
  variation_is_active: active,
});

describe('VariationIndex', () => {
  it('matches when every attribute is equal or either side is empty, first variation first', () => {
    const index = new VariationIndex(attributes, [v('s', 'red'), v('m', ''), v('m', 'blue'), v('', 'blue')]);
    expect(index.find([0, 0])).to.equal(0);
    expect(index.find([1, 1])).to.equal(1, 'the "any colour" M comes before the explicit M/blue');
    expect(index.find([2, 1])).to.equal(3, 'any size');
    expect(index.find([2, 0])).to.equal(-1);
    expect(index.find([-1, 1])).to.equal(1, 'an empty choice matches everything');
  });

  it('treats a variation without the attribute key as "any" (#44830)', () => {
    const index = new VariationIndex(attributes, [{ attributes: { attribute_size: 'l' } }]);
    expect(index.find([2, 0])).to.equal(0);
    expect(index.optionStates([2, -1])[1]).to.deep.equal([Available, Available]);
  });

  it('gives each option its state under the other choices: impossible, inactive or available', () => {
    const index = new VariationIndex(attributes, [v('s', 'red'), v('m', 'red'), v('m', 'blue', false), v('l', 'blue')]);
    expect(index.optionStates([-1, -1])).to.deep.equal([
      [Available, Available, Available],
      [Available, Available],
    ]);
    expect(index.optionStates([1, -1])).to.deep.equal([
      [Available, Available, Available],
      [Available, Inactive],
    ]);
    expect(index.optionStates([-1, 1])[0]).to.deep.equal([Impossible, Inactive, Available]);
  });

  it('compares entity-encoded, decoded and decomposed values as the same text', () => {
    const specials = [{ name: 'attribute_print', values: ['Salt & Pepper', '½ Sleeve', 'Größe', 'C++ Logo', 'Space%20Cat'] }];
    const index = new VariationIndex(specials, [
      { attributes: { attribute_print: 'Salt &amp; Pepper' } },
      { attributes: { attribute_print: '&frac12; Sleeve' } },
      { attributes: { attribute_print: 'Gro\u0308\u00dfe' } },
      { attributes: { attribute_print: 'C++ Logo' } },
      { attributes: { attribute_print: 'Space%20Cat' } },
    ]);
    expect([0, 1, 2, 3, 4].map((choice) => index.find([choice]))).to.deep.equal([0, 1, 2, 3, 4]);
    expect(index.choiceOf(0, 'Space Cat')).to.equal(-1, '%20 is not URL-decoded');
  });

  it('resolves choices made impossible by clearing the first invalid one until stable', () => {
    const index = new VariationIndex(attributes, [v('s', 'red'), v('l', 'blue')]);
    const result = resolveChoices(index, [0, 1]);
    expect(result.cleared).to.deep.equal([0]);
    expect(result.choices).to.deep.equal([-1, 1]);
    expect(result.states[0]).to.deep.equal([Impossible, Impossible, Available]);
  });

  it('indexes 10,000 variations across word boundaries', () => {
    const sizes = Array.from({ length: 100 }, (_, i) => `size-${i}`);
    const colors = Array.from({ length: 100 }, (_, i) => `color-${i}`);
    const many = sizes.flatMap((size, s) => colors.map((color, c) => v(size, color, (s * 100 + c) % 7 !== 0)));
    const index = new VariationIndex(
      [
        { name: 'attribute_size', values: sizes },
        { name: 'attribute_color', values: colors },
      ],
      many,
    );
    expect(index.find([99, 99])).to.equal(9999);
    expect(index.find([31, 33])).to.equal(3133);
    const states = index.optionStates([0, -1]);
    expect(states[1]![0]).to.equal(Inactive, 'variation 0 is inactive');
    expect(states[1]![1]).to.equal(Available);
  });
});
