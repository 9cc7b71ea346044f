import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { startAutoMode } from '../../core/auto/auto-mode.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import '../../elements/product-tabs/product-tabs.define.ts';
import '../../elements/quantity/quantity.define.ts';
import { fixtureHtml, placeFixture } from '../support/woocommerce-fixtures.ts';

// The elements auto mode wraps really upgrade and work, also when they were defined before the wrapping (the
// group chunk already loaded) and for markup inserted later.
describe('auto mode: wrapped elements work', () => {
  let container: HTMLElement | undefined;
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    container?.remove();
    stop = container = undefined;
  });

  const upgraded = async (element: Element | null): Promise<ShopElement> => {
    const shop = element as ShopElement;
    await shop.updateComplete;
    return shop;
  };

  it('gives a wrapped quantity field its − and + buttons, which step the value', async () => {
    container = await placeFixture('product-simple');
    stop = startAutoMode(container);
    const quantity = await upgraded(container.querySelector('shop-quantity'));
    const input = quantity.querySelector<HTMLInputElement>('input.qty')!;
    await waitUntil(() => quantity.querySelector('button.plus'), 'the + button is rendered');
    quantity.querySelector<HTMLButtonElement>('button.plus')!.click();
    expect(input.value).to.equal('2');
    await quantity.updateComplete;
    quantity.querySelector<HTMLButtonElement>('button.minus')!.click();
    expect(input.value).to.equal('1');
  });

  it('makes the wrapped product tabs a tab list', async () => {
    container = await placeFixture('product-variable');
    stop = startAutoMode(container);
    const tabs = await upgraded(container.querySelector('shop-product-tabs'));
    await waitUntil(() => tabs.querySelector('[role="tab"][aria-selected="true"]'), 'the tabs are rendered');
    expect([...tabs.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).to.deep.equal(['Description', 'Reviews (0)']);
    expect(tabs.querySelector<HTMLElement>('#tab-reviews')!.style.display).to.equal('none');
  });

  it('gives the cart page’s new rows a working quantity after an update', async () => {
    container = await placeFixture('cart');
    stop = startAutoMode(container);
    await upgraded(container.querySelector('shop-quantity'));
    const form = container.querySelector('form.woocommerce-cart-form')!;
    // The cart element puts in the form of the page it fetched: server markup, without tags.
    const page = new DOMParser().parseFromString((await fixtureHtml('cart')).replace('value="2"', 'value="3"'), 'text/html');
    form.replaceWith(document.adoptNode(page.querySelector('form.woocommerce-cart-form')!));
    await waitUntil(() => container!.querySelector('shop-quantity'), 'the new row is wrapped');
    const quantity = await upgraded(container.querySelector('shop-quantity'));
    await waitUntil(() => quantity.querySelector('button.plus'), 'the new row’s + button is rendered');
    quantity.querySelector<HTMLButtonElement>('button.plus')!.click();
    expect(quantity.querySelector<HTMLInputElement>('input.qty')!.value).to.equal('4');
    expect(container.querySelectorAll('button.plus')).to.have.length(1);
  });
});
