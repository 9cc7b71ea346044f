import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, cartAnswer, cartTestSetup } from '../support/cart-fixtures.ts';

// The chunk arrives when the test says so; the element then upgrades, and React renders it in a task of its own.
let arrive: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
registerLazyElements(
  { 'shop-add-to-cart': () => arrived.then(() => import('../../elements/add-to-cart.group.ts')) },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS },
);

const ADD = 'wc-ajax=add_to_cart';

describe('lazy registry: a click between the code’s arrival and the element’s first render', () => {
  const env = cartTestSetup();

  it('is held, then replayed once the element has rendered: the add is sent once and the link not followed', async () => {
    const host = await fixture<ShopElement>(`<shop-add-to-cart><a href="#add-to-cart-16" data-product_id="16" data-quantity="1"
      class="button product_type_simple add_to_cart_button ajax_add_to_cart" rel="nofollow">Add to cart</a></shop-add-to-cart>`);
    const clicks: boolean[] = [];
    const record = (event: MouseEvent): void => {
      clicks.push(event.defaultPrevented);
      event.preventDefault(); // Stay on the test page where the browser would follow the link.
    };
    window.addEventListener('click', record);
    env.server.on(ADD, { json: cartAnswer([MUG]) });

    const link = host.querySelector('a')!;
    link.focus(); // The shopper's first interaction starts the load.
    arrive();
    await import('../../elements/add-to-cart.group.ts');
    // The registry takes the chunk as arrived a few promise reactions after it ran; React renders in a task.
    for (let reaction = 0; reaction < 5; reaction++) await Promise.resolve();
    // On React the element has not rendered yet (Preact may have): either way the click must reach it.
    link.click();
    await waitUntil(() => clicks.length > 0, 'the click reached the page');
    expect(host.hasUpdated).to.equal(true);
    expect(clicks, 'once, taken over by the element').to.deep.equal([true]);
    await waitUntil(() => env.server.sent(ADD).length === 1, 'the add sent');
    expect(env.server.sent(ADD).map((request) => request.fields['product_id'])).to.deep.equal(['16']);
    window.removeEventListener('click', record);
  });
});
