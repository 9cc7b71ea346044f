import { expect } from '@open-wc/testing';
import { sendMouse, resetMouse } from '@web/test-runner-commands';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { startAutoMode } from '../../core/auto/auto-mode.ts';
import { EVERY_CLICK_REPLAYED, LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { printedQuantity } from '../support/quantity-stand-ins.ts';

// A shopper's press on a quantity stand-in (auto mode) while the element's code arrives: a cached chunk can arrive,
// and the element render, between the mouse button going down and coming up. The browser then sends no click (the
// node pressed left the page); the tap still counts, once. Real mouse input, as the browser delivers it.
let arrive: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
registerLazyElements(
  {
    'shop-quantity': () => arrived.then(() => import('../../elements/quantity/quantity.define.ts')),
    // A tag the page does not have, as a page's registry always has: the listeners stay once the quantity is in.
    'shop-mini-cart': () => new Promise(() => {}),
  },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS, everyClickReplayed: EVERY_CLICK_REPLAYED },
);

describe('quantity stand-ins in auto mode: a press during which the element renders', () => {
  const form = document.createElement('form');
  form.className = 'cart';
  form.innerHTML = printedQuantity('value="1" min="1" max="5" step="1"', 'q-pressed');
  let stop: () => void;
  before(() => {
    document.body.append(form);
    stop = startAutoMode(form);
  });
  after(async () => {
    await resetMouse();
    stop();
    form.remove();
  });

  it('adds the press once, on the + put in the stand-in’s place', async () => {
    const input = form.querySelector<HTMLInputElement>('#q-pressed')!;
    const host = input.closest<ShopElement>('shop-quantity')!;
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    const standInPlus = host.querySelector<HTMLButtonElement>('.shop-quantity__control--plus > button')!;
    const box = standInPlus.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
    await sendMouse({ type: 'down' });
    arrive();
    await waitUntil(() => !standInPlus.isConnected, 'the element rendered its buttons while the button is down');
    await host.updateComplete;
    await sendMouse({ type: 'up' });
    await waitUntil(() => input.value === '2', 'the press counted');
    // Counted once: the replay is sent only when the browser sent no click of its own.
    expect(changes).to.deep.equal(['2']);
    expect(host.querySelector('.shop-quantity__control--plus > button')).to.have.attribute('aria-label', 'Increase quantity');
  });
});
