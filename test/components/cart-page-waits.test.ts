import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { startAutoMode } from '../../core/auto/auto-mode.ts';
import { EVERY_CLICK_REPLAYED, LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, TEE, cartTestSetup } from '../support/cart-fixtures.ts';
import { cartArea, cartPage, noticeMessage } from '../support/cart-page-markup.ts';
import { printedQuantity } from '../support/quantity-stand-ins.ts';
import { heldChunk, recordUnhandled } from '../support/held-chunk.ts';

// The cart page as the server prints it in auto mode (quantity stand-ins, Update cart enabled): the cart table and
// its quantity fields wait for the shopper. Each group's chunk arrives when the test says so, as over a slow network.
const quantityChunk = heldChunk(() => import('../../elements/quantity/quantity.define.ts'));
const cartChunk = heldChunk(() => import('../../elements/cart/cart.define.ts'));
registerLazyElements(
  { 'shop-quantity': quantityChunk.load, 'shop-cart': cartChunk.load },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS, everyClickReplayed: EVERY_CLICK_REPLAYED },
);

const printedField = (line: typeof MUG) =>
  printedQuantity(`value="${line.quantity}" min="0" step="1"`, `qty_${line.key}`, {
    label: `${line.name} quantity`,
    name: `cart[${line.key}][qty]`,
  });

describe('the cart page in auto mode: the cart table waits for the shopper', () => {
  const env = cartTestSetup({ is_cart: '1' });
  const page = document.createElement('div');
  page.className = 'woocommerce';
  page.innerHTML = cartArea([MUG, TEE], { quantity: printedField, updateEnabled: true });
  let stop: () => void;
  let recorded: ReturnType<typeof recordUnhandled>;
  before(() => {
    recorded = recordUnhandled();
    document.body.append(page);
    stop = startAutoMode(page);
  });
  after(() => {
    stop();
    page.remove();
    recorded.stop();
  });

  it('loads nothing before the shopper acts; a + pressed then is posted once both codes have arrived', async () => {
    env.server.on('wc-ajax=get_refreshed_fragments', { json: {} });
    env.server.on('/cart/', { body: cartPage([MUG, { ...TEE, quantity: 2 }], noticeMessage('Cart updated.')) });
    await waitUntil(() => page.querySelector('shop-cart') && page.querySelectorAll('shop-quantity').length === 2, 'wrapped');
    expect([quantityChunk.loads, cartChunk.loads], 'nothing fetched before the shopper acts').to.deep.equal([0, 0]);

    const plus = page
      .querySelector<HTMLButtonElement>(`#qty_${TEE.key}`)!
      .closest('.quantity')!
      .querySelector<HTMLButtonElement>('button.plus')!;
    plus.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect([quantityChunk.loads, cartChunk.loads], 'the field and the table around it').to.deep.equal([1, 1]);
    plus.click();
    quantityChunk.arrive();
    await waitUntil(() => page.querySelector<HTMLInputElement>(`#qty_${TEE.key}`)!.value === '2', 'the field stepped');
    expect(customElements.get('shop-cart'), "the table's code still on its way").to.equal(undefined);

    cartChunk.arrive();
    await waitUntil(() => env.server.sent('/cart/').length === 1, 'the cart posted');
    const [request] = env.server.sent('/cart/');
    expect(request!.method).to.equal('POST');
    expect(request!.fields).to.deep.include({ [`cart[${MUG.key}][qty]`]: '1', [`cart[${TEE.key}][qty]`]: '2', update_cart: 'Update cart' });
    await waitUntil(() => page.querySelector('.woocommerce-notices-wrapper')?.textContent?.includes('Cart updated.'), 'the page updated');
    expect(recorded.unhandled, 'the page was never left').to.deep.equal([]);
  });
});
