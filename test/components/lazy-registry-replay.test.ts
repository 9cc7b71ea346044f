import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, TEE, cartAnswer, cartTestSetup, headerCart } from '../support/cart-fixtures.ts';

// The add-to-cart and cart groups' chunks arrive when the test says so, as over a slow network.
let arrive: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
registerLazyElements(
  {
    'shop-add-to-cart': () => arrived.then(() => import('../../elements/add-to-cart.group.ts')),
    'shop-mini-cart': () => arrived.then(() => import('../../elements/cart.group.ts')),
  },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS },
);

const ADD = 'wc-ajax=add_to_cart';
const REMOVE = 'wc-ajax=remove_from_cart';
const page = `<div>
  <shop-mini-cart>${headerCart([MUG, TEE])}</shop-mini-cart>
  <ul class="products"><li class="product">
    <shop-add-to-cart><a href="#add-to-cart-11" data-product_id="11" data-quantity="1"
      class="button product_type_simple add_to_cart_button ajax_add_to_cart" rel="nofollow" role="button">Add to cart</a></shop-add-to-cart>
  </li></ul>
</div>`;

/** What reached the page after the registry: each click with whether something had already taken it over. */
function recordClicks() {
  const clicks: Array<{ target: EventTarget | null; handled: boolean }> = [];
  const listener = (event: MouseEvent): void => {
    clicks.push({ target: event.target, handled: event.defaultPrevented });
    event.preventDefault(); // Stay on the test page where the browser would follow the link.
  };
  window.addEventListener('click', listener);
  return { clicks, stop: () => window.removeEventListener('click', listener) };
}

describe('lazy registry: a click before the cart code has arrived', () => {
  const env = cartTestSetup();
  let recorded: ReturnType<typeof recordClicks>;
  beforeEach(() => (recorded = recordClicks()));
  afterEach(() => recorded.stop());

  it('follows the header cart link at once; holds add to cart and a remove link, then replays them once upgraded', async () => {
    const wrapper = await fixture<HTMLElement>(page);
    const link = wrapper.querySelector<HTMLAnchorElement>('a.cart-contents')!;
    link.click();
    expect(recorded.clicks, 'the server markup acts').to.deep.equal([{ target: link, handled: false }]);
    recorded.clicks.length = 0;

    env.server.on(ADD, { json: cartAnswer([MUG, TEE, { ...TEE, key: 'second-tee' }]) });
    env.server.on(REMOVE, { json: cartAnswer([TEE]) });
    const add = wrapper.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!;
    const remove = wrapper.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${MUG.key}"]`)!;
    const removeOther = wrapper.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${TEE.key}"]`)!;
    add.click();
    add.click(); // A double tap before the code arrives adds once.
    remove.click();
    removeOther.click(); // Another control in the same element is replayed too.
    expect(recorded.clicks, 'nothing reached the page').to.deep.equal([]);
    expect(env.server.sent(ADD)).to.deep.equal([]);
    expect(customElements.get('shop-mini-cart'), 'still waiting').to.equal(undefined);

    arrive();
    await waitUntil(() => recorded.clicks.length === 3, 'the three clicks replayed');
    await waitUntil(() => env.server.sent(ADD).length > 0 && env.server.sent(REMOVE).length > 1, 'the requests sent');
    expect(env.server.sent(ADD).map((request) => request.fields['product_id'])).to.deep.equal(['11']);
    expect(env.server.sent(REMOVE).map((request) => request.fields)).to.deep.equal([
      { cart_item_key: MUG.key },
      { cart_item_key: TEE.key },
    ]);
    expect(recorded.clicks, 'each taken over by its element').to.deep.equal([
      { target: add, handled: true },
      { target: remove, handled: true },
      { target: removeOther, handled: true },
    ]);
  });

  it('lets clicks through untouched once the code is there', async () => {
    const wrapper = await fixture<HTMLElement>(page);
    await customElements.whenDefined('shop-add-to-cart');
    await wrapper.querySelector<ShopElement>('shop-add-to-cart')!.updateComplete;
    const add = wrapper.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!;
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    add.click();
    expect(recorded.clicks).to.deep.equal([{ target: add, handled: true }]);
    await waitUntil(() => env.server.sent(ADD).length === 1);
  });
});
