import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { isJqueryOf, recordLegacyEvents } from '../support/legacy-jquery.ts';
import { ITEMS, mountWishlist, onAction, rowIds, sentActions, wishlistForm, wishlistTestSetup } from './wishlist-page-fixtures.ts';

const quantity = (element: HTMLElement, id: string) => element.querySelector<HTMLInputElement>(`input[name="items[${id}][quantity]"]`)!;
const change = (field: HTMLInputElement | HTMLSelectElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('change', { bubbles: true }));
};
const alertText = () => document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent ?? '';

describe('<shop-wishlist> quantities', () => {
  const env = wishlistTestSetup();

  it('sends one request for a burst of changes, 1,000 ms after the last, with the last value', async () => {
    onAction(env.server, 'update_item_quantity', { body: '' });
    const element = await mountWishlist();
    const clock = fakeDelays();
    for (const value of ['2', '3', '4']) {
      change(quantity(element, '16'), value);
      await clock.tick(400);
    }
    await clock.tick(599);
    expect(sentActions(env.server, 'update_item_quantity'), 'not before a 1,000 ms pause').to.have.length(0);
    await clock.tick(1);
    await until(() => sentActions(env.server, 'update_item_quantity').length === 1, 'one request');
    expect(sentActions(env.server, 'update_item_quantity')[0]!.fields).to.deep.include({
      product_id: '16',
      wishlist_token: 'TOKEN1',
      quantity: '4',
      nonce: 'n-qty',
      context: 'frontend',
    });
    await clock.tick(5000);
    expect(sentActions(env.server, 'update_item_quantity')).to.have.length(1);
  });

  it('names the product of the field when the row id is the item id, and saves the steps of the arrow keys too', async () => {
    onAction(env.server, 'update_item_quantity', { body: '' });
    const element = await mountWishlist(ITEMS, 'quantity-delay="0"');
    element.querySelector<HTMLElement>('[data-row-id="21"]')!.dataset.rowId = '905';
    const field = quantity(element, '21');
    field.value = '3';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => sentActions(env.server, 'update_item_quantity').length === 1, 'sent on input');
    expect(sentActions(env.server, 'update_item_quantity')[0]!.fields).to.deep.include({ product_id: '21', quantity: '3' });
  });

  it('waits separately for each row', async () => {
    onAction(env.server, 'update_item_quantity', { body: '' });
    const element = await mountWishlist(ITEMS, 'quantity-delay="200"');
    const clock = fakeDelays();
    change(quantity(element, '16'), '5');
    await clock.tick(150);
    change(quantity(element, '21'), '6');
    await clock.tick(50);
    await until(() => sentActions(env.server, 'update_item_quantity').length === 1, 'the first row');
    await clock.tick(150);
    await until(() => sentActions(env.server, 'update_item_quantity').length === 2, 'the second row');
    expect(
      sentActions(env.server, 'update_item_quantity').map((request) => [request.fields['product_id'], request.fields['quantity']]),
    ).to.deep.equal([
      ['16', '5'],
      ['21', '6'],
    ]);
  });

  it('puts back the quantity the server holds when the save fails, with the message', async () => {
    onAction(env.server, 'update_item_quantity', { body: '-1' });
    const element = await mountWishlist(ITEMS, 'quantity-delay="0"');
    const failed = oneEvent(element, 'shop-wishlist-failed');
    change(quantity(element, '21'), '9');
    const { detail } = await failed;
    await waitUntil(() => quantity(element, '21').value === '2', 'the printed quantity is back');
    expect(alertText()).to.equal(detail.message);
  });
  it('takes a failure notice away 3,000 ms after it appeared, though not while focus is on it', async () => {
    onAction(env.server, 'update_item_quantity', { body: '-1' });
    const element = await mountWishlist(ITEMS, 'quantity-delay="0"');
    const clock = fakeDelays();
    const failed = oneEvent(element, 'shop-wishlist-failed');
    change(quantity(element, '21'), '9');
    const { detail } = await failed;
    await until(() => alertText() === detail.message, 'the notice shows');
    await clock.tick(2999);
    expect(alertText(), 'still shown at 2,999 ms').to.equal(detail.message);
    await clock.tick(1);
    expect(alertText()).to.equal('');

    change(quantity(element, '21'), '8');
    await until(() => alertText() === detail.message, 'the next failure shows');
    const notice = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper [role="alert"]')!;
    notice.tabIndex = -1;
    notice.focus();
    await clock.tick(6000);
    expect(alertText(), 'kept while focused').to.equal(detail.message);
    notice.blur();
    await clock.tick(3000);
    expect(alertText(), 'gone once focus has left and the time has run again').to.equal('');
  });
});

describe('<shop-wishlist> row actions', () => {
  const env = wishlistTestSetup();

  it('removes a row with the server, which re-renders the form; legacy and native events follow', async () => {
    const calls = recordLegacyEvents(['removed_from_wishlist']);
    onAction(env.server, 'remove_from_wishlist', (request) => ({
      json: {
        fragments: {
          [`woocommerce.yith-wcwl-form.wishlist-fragment`]: wishlistForm(
            ITEMS.filter((item) => item.id !== request.fields['remove_from_wishlist']),
          ),
        },
      },
    }));
    const element = await mountWishlist();
    const link = element.querySelector<HTMLAnchorElement>('[data-row-id="21"] .remove_from_wishlist')!;
    const removed = oneEvent(element, 'shop-wishlist-removed');
    link.click();
    expect(element.querySelector('[data-row-id="21"]')).to.have.attribute('aria-busy', 'true');
    expect((await removed).detail).to.deep.equal({ productId: '21' });
    const [request] = sentActions(env.server, 'remove_from_wishlist');
    expect(request!.fields).to.deep.include({ remove_from_wishlist: '21', wishlist_id: '7', wishlist_token: 'TOKEN1', nonce: 'n-rm' });
    expect(rowIds(element)).to.deep.equal(['16', '34']);
    expect(calls).to.have.length(1);
    expect(isJqueryOf(calls[0]!.args[0], link)).to.be.true;
    await expect(element).to.be.accessible();
  });

  it('keeps the row and says why when the removal fails', async () => {
    onAction(env.server, 'remove_from_wishlist', { body: 'nope', status: 503 });
    const element = await mountWishlist();
    const failed = oneEvent(element, 'shop-wishlist-failed');
    element.querySelector<HTMLAnchorElement>('[data-row-id="21"] .remove_from_wishlist')!.click();
    const { detail } = await failed;
    await waitUntil(() => alertText() === detail.message);
    expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
    expect(element.querySelector('[data-row-id="21"]')).not.to.have.attribute('aria-busy');
  });

  it('keeps the row and says so when the removal is answered with JSON of another shape', async () => {
    onAction(env.server, 'remove_from_wishlist', { json: { unexpected: [1, 2], fragments: 42, success: 'maybe' } });
    const element = await mountWishlist();
    const failed = oneEvent(element, 'shop-wishlist-failed');
    element.querySelector<HTMLAnchorElement>('[data-row-id="21"] .remove_from_wishlist')!.click();
    const { detail } = await failed;
    expect(detail.call).to.equal('remove_from_wishlist');
    await waitUntil(() => alertText() === detail.message && detail.message !== '');
    expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
  });

  it('moves a row to another wishlist with source token, destination token and item id', async () => {
    const calls = recordLegacyEvents(['moved_to_another_wishlist']);
    onAction(env.server, 'move_to_another_wishlist', { json: { message: 'Moved', fragments: [] } });
    const element = await mountWishlist();
    const moved = oneEvent(element, 'shop-wishlist-moved');
    change(element.querySelector<HTMLSelectElement>('[data-row-id="34"] select.change-wishlist')!, 'TOKEN2');
    expect((await moved).detail).to.deep.equal({ itemId: '34', destination: 'TOKEN2' });
    expect(sentActions(env.server, 'move_to_another_wishlist')[0]!.fields).to.deep.include({
      wishlist_token: 'TOKEN1',
      destination_wishlist_token: 'TOKEN2',
      item_id: '34',
    });
    expect(rowIds(element), 'the row left this wishlist').to.deep.equal(['16', '21']);
    expect(calls.map((call) => call.args[1])).to.deep.equal(['34']);
  });

  it('asks the name of a new wishlist first: an empty name is marked invalid and nothing is sent', async () => {
    onAction(env.server, 'move_to_another_wishlist', { json: { message: 'Moved', fragments: [] } });
    const element = await mountWishlist();
    change(element.querySelector<HTMLSelectElement>('[data-row-id="21"] select.change-wishlist')!, 'new');
    await waitUntil(() => element.querySelector('.shop-wishlist__new-list input'), 'the name field');
    const field = element.querySelector<HTMLInputElement>('.shop-wishlist__new-list input')!;
    expect(document.activeElement).to.equal(field);
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => field.getAttribute('aria-invalid') === 'true');
    expect(document.activeElement).to.equal(field);
    expect(env.server.requests).to.have.length(0);
    const moved = oneEvent(element, 'shop-wishlist-moved');
    await sendKeys({ type: 'Gifts' });
    element.querySelector<HTMLButtonElement>('.shop-wishlist__new-list button')!.click();
    expect((await moved).detail).to.deep.equal({ itemId: '21', destination: 'new' });
    expect(sentActions(env.server, 'move_to_another_wishlist')[0]!.fields).to.deep.include({
      wishlist_token: 'TOKEN1',
      destination_wishlist_token: 'new',
      item_id: '21',
      wishlist_name: 'Gifts',
      wishlist_visibility: '0',
    });
    expect(rowIds(element)).to.deep.equal(['16', '34']);
  });

  it('sends no move without a destination', async () => {
    const element = await mountWishlist();
    change(element.querySelector<HTMLSelectElement>('[data-row-id="34"] select.change-wishlist')!, '');
    await new Promise(requestAnimationFrame);
    expect(env.server.requests).to.have.length(0);
  });
});
