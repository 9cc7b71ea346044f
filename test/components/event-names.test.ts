import { expect } from '@open-wc/testing';
import { emit } from '../../core/events/emit.ts';

/** Every event reaching `document`, by name, in order. */
function recordAll(names: string[]): { seen: { type: string; detail: unknown }[]; stop: () => void } {
  const seen: { type: string; detail: unknown }[] = [];
  const record = (event: Event) => seen.push({ type: event.type, detail: (event as CustomEvent).detail });
  names.forEach((name) => document.addEventListener(name, record));
  return { seen, stop: () => names.forEach((name) => document.removeEventListener(name, record)) };
}

describe('event names and their deprecated aliases', () => {
  it('dispatches the current name, then the name before 0.2, with the same detail, both bubbling', () => {
    const target = document.body.appendChild(document.createElement('div'));
    const { seen, stop } = recordAll(['shop-product-gallery-slid', 'shop-gallery-slide']);
    emit(target, 'shop-product-gallery-slid', { index: 3 });
    stop();
    target.remove();
    expect(seen).to.deep.equal([
      { type: 'shop-product-gallery-slid', detail: { index: 3 } },
      { type: 'shop-gallery-slide', detail: { index: 3 } },
    ]);
  });

  it('a listener of the old name can still veto a cancelable event', () => {
    const target = document.body.appendChild(document.createElement('div'));
    const veto = (event: Event) => event.preventDefault();
    target.addEventListener('shop-cart-adding', veto);
    const allowed = emit(target, 'shop-cart-add', { productId: '7', data: {} }, { cancelable: true });
    target.removeEventListener('shop-cart-adding', veto);
    expect(allowed).to.be.false;
    expect(emit(target, 'shop-cart-add', { productId: '7', data: {} }, { cancelable: true })).to.be.true;
    target.remove();
  });

  it('an event that kept its name is dispatched once', () => {
    const target = document.body.appendChild(document.createElement('div'));
    const { seen, stop } = recordAll(['shop-cart-added']);
    emit(target, 'shop-cart-added', { productId: '1', sku: '', analyticsId: '1', quantity: 1, fragments: {}, cartHash: '' });
    stop();
    target.remove();
    expect(seen.map((event) => event.type)).to.deep.equal(['shop-cart-added']);
  });
});
