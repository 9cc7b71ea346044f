import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { heldChunk } from '../support/held-chunk.ts';

// The toggle waits for the shopper (its default strategy) and its idle prelude draws the buttons; the element's
// chunk arrives when the test says so, as over a slow network.
const toggleChunk = heldChunk(() => import('../../elements/password-toggle/password-toggle.define.ts'));
registerLazyElements(
  { 'shop-password-toggle': toggleChunk.load },
  {
    strategies: LOADING_STRATEGIES,
    replayedClicks: REPLAYED_CLICKS,
    preludes: {
      'shop-password-toggle': async () => (await import('../../elements/password-toggle/toggle-button.ts')).drawWaitingToggles(),
    },
  },
);

// WooCommerce's login form (its password field has no wrapper span), and a theme's form asking WooCommerce's reading.
const forms = `<div>
  <form class="woocommerce-form woocommerce-form-login login"><shop-password-toggle>
    <p class="form-row"><label for="password">Password</label><input type="password" class="woocommerce-Input input-text" name="password" id="password"></p>
  </shop-password-toggle></form>
  <form><shop-password-toggle switch-label label="Reveal"><p class="form-row"><label for="pin">PIN</label>
    <span class="woocommerce-input-wrapper"><input type="password" name="pin" id="pin"></span></p></shop-password-toggle></form>
</div>`;

describe('the password toggle before its code arrives', () => {
  it('shows its named buttons once the page is idle without code, and replays a press once upgraded', async () => {
    const page = await fixture<HTMLElement>(forms);
    const password = page.querySelector<HTMLInputElement>('#password')!;
    const buttonOf = (field: HTMLInputElement) => field.parentElement!.querySelector<HTMLButtonElement>('button.show-password-input');
    await waitUntil(() => buttonOf(password), 'the prelude drew the button');
    const button = buttonOf(password)!;
    expect(toggleChunk.loads, 'no code fetched for it').to.equal(0);
    expect(password.parentElement).to.have.class('password-input');
    expect(button.type).to.equal('button');
    expect([button.getAttribute('aria-label'), button.getAttribute('aria-pressed'), button.getAttribute('aria-controls')]).to.deep.equal([
      'Show password',
      'false',
      'password',
    ]);
    const pinButton = buttonOf(page.querySelector<HTMLInputElement>('#pin')!)!;
    expect([pinButton.getAttribute('aria-label'), pinButton.hasAttribute('aria-pressed')], 'a name that switches').to.deep.equal([
      'Reveal',
      false,
    ]);
    await expect(page).to.be.accessible();

    const toggled: boolean[] = [];
    page.addEventListener('shop-password-toggle-toggled', (event) => toggled.push(event.detail.visible));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    button.click();
    expect([toggleChunk.loads, password.type], 'loading, the press held').to.deep.equal([1, 'password']);
    toggleChunk.arrive();
    await waitUntil(() => password.type === 'text', 'the press replayed');
    expect(button.getAttribute('aria-pressed')).to.equal('true');
    expect(toggled).to.deep.equal([true]);
    expect(page.querySelectorAll('button.show-password-input'), 'the element adopted the buttons').to.have.length(2);
    await expect(page).to.be.accessible();
  });
});
