import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, TEE, cartTestSetup } from '../support/cart-fixtures.ts';
import { cartArea, cartPage, noticeMessage } from '../support/cart-page-markup.ts';
import { heldChunk, recordUnhandled } from '../support/held-chunk.ts';

// The cart table waits for the shopper (its default strategy); its chunk arrives when the test says so.
const cartChunk = heldChunk(() => import('../../elements/cart/cart.define.ts'));
registerLazyElements({ 'shop-cart': cartChunk.load }, { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS });

const plainField = (line: typeof MUG) =>
  `<div class="quantity"><input type="number" id="qty_${line.key}" class="input-text qty text" name="cart[${line.key}][qty]" value="${line.quantity}" min="0" step="1" aria-label="${line.name} quantity"></div>`;

describe('the cart table before its code arrives', () => {
  const env = cartTestSetup({ is_cart: '1' });
  let recorded: ReturnType<typeof recordUnhandled>;
  beforeEach(() => (recorded = recordUnhandled()));
  afterEach(() => recorded.stop());

  it('holds a remove link and Update cart clicked before then, and replays both in order once upgraded', async () => {
    env.server.on('wc-ajax=get_refreshed_fragments', { json: {} });
    env.server.on('remove_item=', { body: cartPage([TEE], noticeMessage('“Test Mug” removed.')) });
    env.server.on('/cart/', { body: cartPage([TEE], noticeMessage('Cart updated.')) });
    const page = document.createElement('div');
    page.className = 'woocommerce';
    page.innerHTML = `<shop-cart>${cartArea([MUG, TEE], { quantity: plainField, updateEnabled: true })}</shop-cart>`;
    document.body.append(page);
    try {
      const remove = page.querySelector<HTMLAnchorElement>('.product-remove > a')!;
      const update = page.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
      remove.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(cartChunk.loads, 'the press loads the table').to.equal(1);
      remove.click();
      update.click();
      expect(recorded.unhandled, 'nothing reached the server markup').to.deep.equal([]);
      expect(env.server.sent('/cart/'), 'nothing sent yet').to.deep.equal([]);

      cartChunk.arrive();
      await waitUntil(() => env.server.sent('/cart/').length === 2, 'both replayed');
      expect(env.server.sent('/cart/').map(({ method, url }) => `${method} ${url.search}`)).to.deep.equal([
        `GET ?remove_item=${MUG.key}&_wpnonce=n1`,
        'POST ',
      ]);
      await waitUntil(() => page.querySelector('.woocommerce-notices-wrapper')?.textContent?.includes('Cart updated.'), 'the page updated');
      expect(page.querySelectorAll('.cart_item')).to.have.length(1);
      expect(recorded.unhandled, 'the page was never left').to.deep.equal([]);
    } finally {
      page.remove();
    }
  });
});
