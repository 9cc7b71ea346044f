import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import '../../elements/cart/cart.define.ts';
import '../../elements/quantity/quantity.define.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { recordLegacyEvents } from '../support/legacy-jquery.ts';
import { cartMutations } from '../../core/http/serial-queue.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';
import { MUG, TEE, cartAnswer, spoken, type Line, cartTestSetup } from '../support/cart-fixtures.ts';
import { cartArea, cartPage as page, noticeMessage as message } from '../support/cart-page-markup.ts';

const total = (element: HTMLElement) => element.querySelector('.cart_totals .order-total td')!.textContent;

describe('<shop-cart> on the cart page', () => {
  const env = cartTestSetup({ is_cart: '1' });
  beforeEach(() => env.server.on('wc-ajax=get_refreshed_fragments', { json: cartAnswer([]) }));

  const mountCart = (lines: Line[], attributes = '') =>
    mount(`<div class="woocommerce"><shop-cart ${attributes}>${cartArea(lines)}</shop-cart></div>`, 'shop-cart');

  it('posts the whole cart form after a quantity change and replaces rows and totals, keeping focus on the field', async () => {
    const answer = env.server.hold('/cart/', { body: page([{ ...MUG, quantity: 3 }, TEE], message('Cart updated.')) });
    const calls = recordLegacyEvents(['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied']);
    const element = await mountCart([MUG, TEE], 'update-delay="50"');
    const input = element.querySelector<HTMLInputElement>(`input[name="cart[${MUG.key}][qty]"]`)!;
    input.focus();
    input.value = '3';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => element.querySelector('.woocommerce-cart-form')!.classList.contains('processing'));
    expect(element.querySelector('.woocommerce-cart-form')).to.have.attribute('aria-busy', 'true');
    await expect(element).to.be.accessible();
    const update = oneEvent(element, 'shop-cart-updated');
    answer();
    const updated = await update;
    expect(updated.detail).to.deep.equal({ emptied: false });
    const [request] = env.server.sent('/cart/').filter((r: { method: string }) => r.method === 'POST');
    expect(request!.url.pathname).to.equal('/cart/');
    expect(request!.fields).to.deep.include({
      [`cart[${MUG.key}][qty]`]: '3',
      [`cart[${TEE.key}][qty]`]: '1',
      'woocommerce-cart-nonce': 'nonce1',
      update_cart: 'Update cart',
      coupon_code: '',
    });
    expect(total(element)).to.equal('$50.00');
    expect(element.querySelector('.woocommerce-cart-form')).not.to.have.class('processing');
    expect(calls.map((call) => call.name)).to.deep.equal(['updated_cart_totals', 'updated_wc_div']);
    expect(document.activeElement).to.equal(element.querySelector(`input[name="cart[${MUG.key}][qty]"]`));
    expect(element.querySelector('.woocommerce-notices-wrapper')).to.contain.text('Cart updated.');
    expect(await spoken('Cart updated.')).to.equal('Cart updated.');
    await waitUntil(() => env.server.sent('get_refreshed_fragments').length === 1, 'updated_wc_div refreshes the mini cart');
    await expect(element).to.be.accessible();
  });

  it('updates once for several quick changes, and from the Update cart button', async () => {
    env.server.on('/cart/', { body: page([{ ...MUG, quantity: 4 }]) });
    const element = await mountCart([MUG], 'update-delay="100"');
    const clock = fakeDelays();
    const input = element.querySelector<HTMLInputElement>('input.qty')!;
    for (const value of ['2', '3', '4']) {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await clock.tick(20);
    }
    await clock.tick(79);
    expect(env.server.sent('/cart/'), 'not before 100 ms after the last change').to.have.length(0);
    const first = oneEvent(element, 'shop-cart-updated');
    await clock.tick(1);
    await first;
    expect(env.server.sent('/cart/')).to.have.length(1);
    const button = element.querySelector<HTMLButtonElement>('[name="update_cart"]')!;
    expect(button.disabled, 'disabled again after the update').to.be.true;
    button.disabled = false;
    button.click();
    await oneEvent(element, 'shop-cart-updated');
    expect(env.server.sent('/cart/')).to.have.length(2);
  });

  it('waits for the Update cart button when update-delay is 0, and posts on Enter in a quantity', async () => {
    env.server.on('/cart/', { body: page([{ ...MUG, quantity: 2 }]) });
    const element = await mountCart([MUG], 'update-delay="0"');
    const clock = fakeDelays();
    const input = element.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await clock.tick(60_000);
    expect(env.server.sent('/cart/'), 'not even a minute later').to.have.length(0);
    expect(element.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled).to.be.false;
    input.focus();
    const updated = oneEvent(element, 'shop-cart-updated');
    await sendKeys({ press: 'Enter' });
    await updated;
    expect(env.server.sent('/cart/')[0]!.fields['update_cart']).to.equal('Update cart');
  });

  it('moves focus to the notice, not the page, after the Update cart button was pressed by keyboard', async () => {
    env.server.on('/cart/', { body: page([{ ...MUG, quantity: 2 }], message('Cart updated.')) });
    const element = await mountCart([MUG], 'update-delay="0"');
    const input = element.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => !element.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled, 'Update cart enabled');
    element.querySelector<HTMLButtonElement>('[name="update_cart"]')!.focus();
    const updated = oneEvent(element, 'shop-cart-updated');
    await sendKeys({ press: 'Enter' });
    await updated;
    expect(element.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled).to.be.true;
    expect(document.activeElement).to.equal(element.querySelector('.woocommerce-message'));
  });

  it('leaves the coupon button to its own post', async () => {
    const element = await mountCart([MUG]);
    const form = element.querySelector('form')!;
    let submitted: SubmitEvent | undefined;
    form.addEventListener('submit', (event) => {
      submitted = event as SubmitEvent;
      event.preventDefault();
    });
    document.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    const clock = fakeDelays();
    element.querySelector<HTMLButtonElement>('[name="apply_coupon"]')!.click();
    expect(submitted).to.exist;
    await clock.tick(60_000);
    expect(env.server.sent('/cart/')).to.have.length(0);
  });

  it('removes a line through its remove link and focuses the notice that says so', async () => {
    env.server.on('remove_item=', {
      body: page([TEE], message('“Test Mug” removed. <a href="/cart/?undo_item=x" class="restore-item">Undo?</a>')),
    });
    const element = await mountCart([MUG, TEE]);
    element.querySelector<HTMLAnchorElement>('.product-remove a')!.click();
    await oneEvent(element, 'shop-cart-updated');
    const [request] = env.server.sent('remove_item=');
    expect(request!.method).to.equal('GET');
    expect(request!.url.search).to.equal(`?remove_item=${MUG.key}&_wpnonce=n1`);
    expect(element.querySelectorAll('.cart_item')).to.have.length(1);
    expect(document.activeElement).to.equal(element.querySelector('.woocommerce-message'));
    await expect(element).to.be.accessible();
  });

  it('shows the empty cart and fires wc_cart_emptied when the last line goes', async () => {
    env.server.on('remove_item=', { body: page([], message('“Test Mug” removed.')) });
    const calls = recordLegacyEvents(['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied']);
    const element = await mountCart([MUG]);
    element.querySelector<HTMLAnchorElement>('.product-remove a')!.click();
    const updated = await oneEvent(element, 'shop-cart-updated');
    expect(updated.detail.emptied).to.be.true;
    expect(calls.map((call) => call.name)).to.deep.equal(['wc_cart_emptied', 'updated_wc_div']);
    expect(element.querySelector('.cart-empty')).to.have.text('Your cart is currently empty.');
    expect(element.querySelector('shop-cart'), 'no nested element').to.equal(null);
    expect(element.querySelector('form')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('says a failed update in an alert and unblocks the form; a failed removal follows the link', async () => {
    env.server.on('/cart/', { body: '<html><body>Critical error</body></html>', status: 500 });
    const element = await mountCart([MUG], 'update-delay="10"');
    const input = element.querySelector<HTMLInputElement>('input.qty')!;
    input.value = '2';
    input.dispatchEvent(new Event('change', { bubbles: true }));
    const failed = await oneEvent(element, 'shop-cart-update-failed');
    expect(failed.detail.message).to.equal('The shop answered with an error page. Please try again.');
    await waitUntil(() => element.querySelector('.woocommerce-error'));
    expect(element.querySelector('.woocommerce-error')!.parentElement).to.have.attribute('role', 'alert');
    expect(element.querySelector('.woocommerce-error')).to.have.text(
      'The shop answered with an error page. Please try again. Reload the cart',
    );
    expect(element.querySelector('.woocommerce-cart-form')).not.to.have.class('processing');
    expect(input.value, 'the shopper’s value is kept').to.equal('2');
    await expect(element).to.be.accessible();

    const link = element.querySelector<HTMLAnchorElement>('.product-remove a')!;
    link.click();
    await waitUntil(() => env.navigation.urls.length === 1);
    expect(env.navigation.urls[0]).to.equal(link.href);
  });

  const foreignAnswers = [
    ['an empty body', '', 'The shop sent an empty answer. Please try again.'],
    [
      'a login page',
      '<!DOCTYPE html><html><head><title>Log In</title></head><body class="login"><form id="loginform" action="/wp-login.php" method="post"><input name="log"></form></body></html>',
      'The shop answered with an error page. Please try again.',
    ],
    [
      'a page cut off in transit',
      page([MUG, TEE]).slice(0, page([MUG, TEE]).indexOf('<tr><td colspan="4" class="actions">')),
      'The shop sent an answer that could not be read. Please try again.',
    ],
  ] as const;

  for (const [name, body, text] of foreignAnswers) {
    it(`keeps the page and offers a reload when an update is answered with ${name} (status 200)`, async () => {
      env.server.on('/cart/', { body });
      const calls = recordLegacyEvents(['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied']);
      const element = await mountCart([MUG, TEE], 'update-delay="10"');
      const totalBefore = total(element);
      let updated = false;
      element.addEventListener('shop-cart-updated', () => (updated = true));
      const input = element.querySelector<HTMLInputElement>('input.qty')!;
      input.focus();
      input.value = '3';
      input.dispatchEvent(new Event('change', { bubbles: true }));
      const failed = await oneEvent(element, 'shop-cart-update-failed');
      expect(failed.detail.message).to.equal(text);
      const alert = element.querySelector('.woocommerce-notices-wrapper [role="alert"]')!;
      expect(alert.querySelector('.woocommerce-error')).to.contain.text(text);
      expect(document.activeElement, 'focus moves to the error').to.equal(alert);
      const reload = alert.querySelector<HTMLAnchorElement>('a.shop-cart__reload')!;
      expect(reload).to.have.text('Reload the cart');
      expect(reload.href).to.equal(location.href);
      expect(element.querySelectorAll('.cart_item'), 'every line is still shown').to.have.length(2);
      expect(total(element)).to.equal(totalBefore);
      expect(input.value, 'the shopper’s value is kept').to.equal('3');
      expect(element.querySelector('.woocommerce-cart-form')).not.to.have.class('processing');
      expect(updated).to.be.false;
      expect(calls).to.deep.equal([]);
      await expect(element).to.be.accessible();
    });
  }

  it('keeps the page instead of following the link when a removal is answered with a page without the cart', async () => {
    env.server.on('remove_item=', { body: '' });
    const calls = recordLegacyEvents(['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied']);
    const element = await mountCart([MUG]);
    element.querySelector<HTMLAnchorElement>('.product-remove a')!.click();
    await oneEvent(element, 'shop-cart-update-failed');
    expect(element.querySelectorAll('.cart_item')).to.have.length(1);
    expect(document.activeElement).to.equal(element.querySelector('.woocommerce-notices-wrapper [role="alert"]'));
    expect(env.navigation.urls).to.deep.equal([]);
    expect(calls).to.deep.equal([]);
  });

  it('does nothing inside another <shop-cart>: one request per removal', async () => {
    env.server.on('remove_item=', { body: page([TEE]) });
    const element = await mount(
      `<div class="woocommerce"><shop-cart><shop-cart>${cartArea([MUG, TEE])}</shop-cart></shop-cart></div>`,
      'shop-cart',
    );
    await element.querySelector<ShopElement>('shop-cart')!.updateComplete;
    element.querySelector<HTMLAnchorElement>('.product-remove a')!.click();
    await oneEvent(element, 'shop-cart-updated');
    // Whatever a second handler queued runs before this.
    await cartMutations.enqueue(async () => undefined);
    expect(env.server.sent('remove_item=')).to.have.length(1);
  });

  it('leaves the min-correction off cart rows (a 0 quantity with min 1 stays 0)', async () => {
    const element = await mountCart([{ ...MUG, quantity: 0 }]);
    const input = element.querySelector<HTMLInputElement>('input.qty')!;
    input.min = '1';
    const fresh = await mount(
      `<table><tbody><tr class="woocommerce-cart-form__cart-item cart_item"><td><shop-quantity><input type="number" class="qty" aria-label="Quantity" value="0" min="1"></shop-quantity></td></tr></tbody></table>`,
      'shop-quantity',
    );
    expect(fresh.querySelector('input')!.value).to.equal('0');
    expect(input.value).to.equal('0');
  });
});
