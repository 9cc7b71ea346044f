import { expect } from '@open-wc/testing';
import { splitInCents, toCents } from '../../elements/instalments/instalment-split.ts';
import { effectiveLimits, providerLimits, STORE_DEFAULT_LIMITS } from '../../elements/instalments/instalment-limits.ts';
import { instalmentMessage, type MessageInput } from '../../elements/instalments/instalment-message.ts';

describe('instalment split', () => {
  it('rounds the first three quarters and gives the remainder to the last payment', () => {
    expect(splitInCents(toCents('100.01'))).to.deep.equal([2500, 2500, 2500, 2501]);
    expect(splitInCents(toCents(0.03))).to.deep.equal([1, 1, 1, 0]);
    expect(splitInCents(toCents(100))).to.deep.equal([2500, 2500, 2500, 2500]);
    expect(splitInCents(toCents(99.99))).to.deep.equal([2500, 2500, 2500, 2499]);
    expect(splitInCents(toCents(19.99))).to.deep.equal([500, 500, 500, 499]);
    expect(splitInCents(toCents(35.02))).to.deep.equal([876, 876, 876, 874]);
  });

  it('works in cents so 0.1 + 0.2 style floats never leak', () => {
    expect(toCents(0.1 + 0.2)).to.equal(30);
    expect(Number.isNaN(toCents('abc'))).to.be.true;
    for (const cents of [1, 2, 3, 7, 3501, 99999, 100001]) {
      const parts = splitInCents(cents);
      expect(
        parts.reduce((sum, part) => sum + part, 0),
        `sum for ${cents}`,
      ).to.equal(cents);
    }
  });
});

describe('instalment limits', () => {
  it('defaults to 35.00–1000.00 when unset', () => {
    expect(effectiveLimits('', '', 'en_US')).to.deep.equal(STORE_DEFAULT_LIMITS);
    expect(effectiveLimits(undefined, undefined, 'en_US')).to.deep.equal({ min: 3500, max: 100000 });
    expect(effectiveLimits('50', '500.50', 'en_US')).to.deep.equal({ min: 5000, max: 50050 });
  });

  it('knows the provider defaults per locale: min 1 (4 in EUR), max 2000 (800 UK and EU)', () => {
    expect(providerLimits('en_US')).to.deep.equal({ min: 100, max: 200000 });
    expect(providerLimits('en_AU')).to.deep.equal({ min: 100, max: 200000 });
    expect(providerLimits('en_GB')).to.deep.equal({ min: 100, max: 80000 });
    expect(providerLimits('fr_FR')).to.deep.equal({ min: 400, max: 80000 });
    expect(providerLimits('es-ES')).to.deep.equal({ min: 400, max: 80000 });
  });

  it('keeps the shop limits inside what the provider accepts', () => {
    expect(effectiveLimits('', '', 'en_GB')).to.deep.equal({ min: 3500, max: 80000 });
    expect(effectiveLimits('0.50', '5000', 'en_US')).to.deep.equal({ min: 100, max: 200000 });
    expect(effectiveLimits('2', '', 'it_IT')).to.deep.equal({ min: 400, max: 80000 });
  });
});

describe('instalment message', () => {
  const base: MessageInput = {
    display: 'show',
    productEligible: true,
    cartEligible: true,
    low: 4000,
    high: 4000,
    limits: STORE_DEFAULT_LIMITS,
    rangeDisplay: 'as-low-as',
  };

  it('decides in order: hidden, product, cart, limits, payments', () => {
    expect(instalmentMessage({ ...base, display: 'hide', productEligible: false })).to.deep.equal({ kind: 'hidden' });
    expect(instalmentMessage({ ...base, productEligible: false, cartEligible: false })).to.deep.equal({ kind: 'product-ineligible' });
    expect(instalmentMessage({ ...base, cartEligible: false, low: 1, high: 1 })).to.deep.equal({ kind: 'cart-ineligible' });
    expect(instalmentMessage({ ...base, low: 3499, high: 3499 }).kind).to.equal('outside-limits');
    expect(instalmentMessage({ ...base, low: 100001, high: 100001 }).kind).to.equal('outside-limits');
    expect(instalmentMessage({ ...base, low: 3500, high: 3500 })).to.deep.equal({ kind: 'payments', payments: [875, 875, 875, 875] });
    expect(instalmentMessage({ ...base, low: 100000, high: 100000 }).kind).to.equal('payments');
    expect(instalmentMessage({ ...base, low: Number.NaN, high: Number.NaN })).to.deep.equal({ kind: 'hidden' });
  });

  it('reads a price range as "as low as" the cheapest financeable price', () => {
    expect(instalmentMessage({ ...base, low: 1800, high: 6000 })).to.deep.equal({ kind: 'as-low-as', payment: 875 });
    expect(instalmentMessage({ ...base, low: 4000, high: 200000 })).to.deep.equal({ kind: 'as-low-as', payment: 1000 });
    expect(instalmentMessage({ ...base, low: 1000, high: 2000 }).kind).to.equal('outside-limits');
    expect(instalmentMessage({ ...base, low: 150000, high: 200000 }).kind).to.equal('outside-limits');
  });

  it('or checks the whole range against the limits (the other reading)', () => {
    const range = { ...base, rangeDisplay: 'range' as const };
    expect(instalmentMessage({ ...range, low: 4000, high: 8001 })).to.deep.equal({ kind: 'range', low: 1000, high: 2000 });
    expect(instalmentMessage({ ...range, low: 1800, high: 6000 }).kind).to.equal('outside-limits');
  });
});
