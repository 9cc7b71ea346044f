import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, TEE, cartTestSetup } from '../support/cart-fixtures.ts';
import { cartArea, cartPage, noticeMessage } from '../support/cart-page-markup.ts';
import { heldChunk } from '../support/held-chunk.ts';
import { installJquery } from '../support/legacy-jquery.ts';

// The cart table waits for the shopper; its idle prelude (as `elements/index.ts` registers it) hears another
// script's `wc_update_cart` meanwhile. The table's chunk arrives when the test says so.
const $ = installJquery();
const cartChunk = heldChunk(() => import('../../elements/cart/cart.define.ts'));
let preludeRan!: () => void;
const preludeReady = new Promise<void>((resolve) => (preludeRan = resolve));
registerLazyElements(
  { 'shop-cart': cartChunk.load },
  {
    strategies: LOADING_STRATEGIES,
    replayedClicks: REPLAYED_CLICKS,
    preludes: {
      'shop-cart': async (wake) => {
        (await import('../../elements/cart/cart-prelude.ts')).honourEarlyUpdates(wake);
        preludeRan();
      },
    },
  },
);

describe('the cart table before its code arrives: another script asks for an update', () => {
  const env = cartTestSetup({ is_cart: '1' });
  beforeEach(() => installJquery());

  it('loads the table at once and updates the cart when it arrives; afterwards the table hears it itself', async () => {
    env.server.on('wc-ajax=get_refreshed_fragments', { json: {} });
    env.server.on('/cart/', { body: cartPage([MUG, TEE], noticeMessage('Cart updated.')) });
    const page = document.createElement('div');
    page.className = 'woocommerce';
    page.innerHTML = `<shop-cart>${cartArea([MUG, TEE], { updateEnabled: true })}</shop-cart>`;
    document.body.append(page);
    try {
      await preludeReady;
      expect(cartChunk.loads, 'nothing loaded before').to.equal(0);
      $(document).trigger('wc_update_cart');
      expect(cartChunk.loads, 'the event loads the table').to.equal(1);
      expect(env.server.sent('/cart/'), 'nothing sent before the code').to.deep.equal([]);

      cartChunk.arrive();
      await waitUntil(() => env.server.sent('/cart/').length === 1, 'the cart posted on arrival');
      const [request] = env.server.sent('/cart/');
      expect([request!.method, request!.fields['update_cart']]).to.deep.equal(['POST', 'Update cart']);
      await waitUntil(() => page.querySelector('.woocommerce-notices-wrapper')?.textContent?.includes('Cart updated.'), 'the page updated');
      expect(page.querySelector('shop-cart')).not.to.have.attribute('data-update-requested');

      document.dispatchEvent(new Event('wc_update_cart'));
      await waitUntil(() => env.server.sent('/cart/').length === 2, 'the table heard it itself');
      await waitUntil(() => !page.querySelector('.woocommerce-cart-form.processing'), 'the update settled');
      expect(env.server.sent('/cart/'), 'once, not also through the prelude').to.have.length(2);
    } finally {
      page.remove();
    }
  });
});
