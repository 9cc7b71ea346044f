import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { startAutoMode } from '../../core/auto/auto-mode.ts';
import { EVERY_CLICK_REPLAYED, LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { printedQuantity as printed } from '../support/quantity-stand-ins.ts';

// Auto mode on a quantity field the plugin printed with its buttons' stand-ins: the field looks as it will once upgraded and
// waits for the shopper; what the shopper does before the code arrives is done once it has. The quantity's code
// arrives when the test says so, as over a slow network.
let arrive: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
let loads = 0;
registerLazyElements(
  {
    'shop-quantity': () => {
      loads++;
      return arrived.then(() => import('../../elements/quantity/quantity.define.ts'));
    },
  },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS, everyClickReplayed: EVERY_CLICK_REPLAYED },
);

describe('quantity stand-ins in auto mode: the field waits for the shopper', () => {
  const container = document.createElement('form');
  container.className = 'cart';
  let stop: () => void;
  before(() => {
    container.innerHTML =
      printed('value="1" min="1" max="5" step="1"', 'q-waits') +
      printed('value="0" min="2" max="5" step="1"', 'q-below-min') +
      '<div class="quantity"><input type="hidden" id="q-hidden" class="qty" name="quantity" value="1"></div>' +
      printed('value="3" min="1" max="3" step="1" readonly', 'q-read-only') +
      printed('value="4" min="1" max="" step="1"', 'q-no-max');
    document.body.append(container);
    stop = startAutoMode(container);
  });
  after(() => {
    stop();
    container.remove();
  });

  const field = (id: string) => {
    const input = container.querySelector<HTMLInputElement>(`#${id}`)!;
    const host = input.closest('shop-quantity')!;
    const buttons = () => [...host.querySelectorAll<HTMLButtonElement>('.shop-quantity__control > button')];
    return { input, host, buttons };
  };

  it('looks as it will once upgraded, and loads nothing before the shopper acts', async () => {
    const waits = field('q-waits');
    expect(waits.host).to.have.attribute('loading', 'interaction');
    // At min, − is unavailable and + is not, as the element's own buttons will be.
    expect(waits.buttons().map((button) => button.disabled)).to.deep.equal([true, false]);
    expect(waits.buttons().every((button) => button.getAttribute('aria-hidden') === 'true' && button.tabIndex === -1)).to.be.true;
    const readOnly = field('q-read-only');
    expect(readOnly.host).to.have.attribute('loading', 'interaction');
    expect(readOnly.buttons().map((button) => button.disabled)).to.deep.equal([true, true]);
    // No max is no limit.
    expect(
      field('q-no-max')
        .buttons()
        .map((button) => button.disabled),
    ).to.deep.equal([false, false]);
    // A field the shopper cannot change has no buttons to wait for.
    expect(field('q-hidden').host).to.have.attribute('loading', 'interaction');
    // A value below min is raised as the page loads, as the element always did: that field loads at once.
    const belowMin = field('q-below-min');
    expect(belowMin.host.hasAttribute('loading')).to.be.false;
    expect(belowMin.buttons().map((button) => button.disabled)).to.deep.equal([true, true]);
    await waitUntil(() => loads === 1, 'the field below min asked for the code');
  });

  it('adds every tap on + made before the code arrived, on the buttons put in the stand-ins’ places', async () => {
    const { input, host, buttons } = field('q-waits');
    const changes: string[] = [];
    input.addEventListener('change', () => changes.push(input.value));
    const [, plus] = buttons();
    plus!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    plus!.click();
    plus!.click();
    expect(input.value, 'nothing done yet').to.equal('1');
    expect(customElements.get('shop-quantity')).to.equal(undefined);

    arrive();
    await waitUntil(() => input.value === '3', 'both taps replayed');
    await (host as ShopElement).updateComplete;
    expect(changes).to.deep.equal(['2', '3']);
    const [minusNow, plusNow] = buttons();
    expect(plusNow).to.not.equal(plus);
    expect(plusNow).to.have.attribute('aria-label', 'Increase quantity');
    expect(minusNow!.disabled, 'above min now').to.be.false;
    expect(host.querySelectorAll('button[aria-hidden="true"]')).to.have.length(0);
    // The field below min was raised to it as the page loaded.
    expect(field('q-below-min').input.value).to.equal('2');
  });
});

describe('quantity stand-ins in auto mode: once the code is there', () => {
  it('upgrades a field inserted later at once, its buttons in the stand-ins’ places', async () => {
    // The code has arrived by now (the first describe): a field inserted later upgrades at once, whatever its loading.
    const form = document.createElement('form');
    form.innerHTML = printed('value="2" min="1" max="2" step="1"', 'q-late');
    document.body.append(form);
    const stop = startAutoMode(form);
    const host = form.querySelector<ShopElement>('shop-quantity')!;
    expect(host).to.have.attribute('loading', 'interaction');
    await host.updateComplete;
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('.shop-quantity__control > button')];
    expect(buttons.map((button) => [button.getAttribute('aria-label'), button.disabled])).to.deep.equal([
      ['Decrease quantity', false],
      ['Increase quantity', true],
    ]);
    stop();
    form.remove();
  });
});
