import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import { spoken } from '../support/cart-fixtures.ts';
import { ITEMS, mountWishlist, onAction, rowIds, sentActions, wishlistTestSetup } from './wishlist-page-fixtures.ts';

const handle = (element: HTMLElement, id: string) =>
  element.querySelector<HTMLButtonElement>(`[data-row-id="${id}"] .shop-wishlist__reorder`)!;
const positionsSent = (request: { allFields: Array<[string, string]> }) =>
  request.allFields.filter(([key]) => key === 'positions[]').map(([, value]) => value);

/**
 * Keeps the held pointer at `y`, nudging it by a pixel each frame as a lingering hand does, until the rows show
 * `order` (at most 20 frames): sortablejs reads the pointer on its own clock, which a loaded machine delays.
 */
async function lingerUntil(element: HTMLElement, x: number, y: number, order: string[]): Promise<void> {
  for (let frame = 0; frame < 20 && rowIds(element).join() !== order.join(); frame++) {
    await sendMouse({ type: 'move', position: [x, y + (frame % 2)] });
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

describe('<shop-wishlist> reordering', () => {
  const env = wishlistTestSetup();

  it('moves a row by keyboard, announces each step and saves the order once, on the drop', async () => {
    onAction(env.server, 'sort_wishlist_items', { body: '' });
    const element = await mountWishlist();
    const button = handle(element, '16');
    expect(button).to.have.attribute('aria-label', 'Reorder Test Mug');
    expect(document.getElementById(button.getAttribute('aria-describedby')!)).to.contain.text('arrow keys');
    button.focus();
    await sendKeys({ press: 'Space' });
    expect(button).to.have.attribute('aria-pressed', 'true');
    expect(await spoken('Picked up Test Mug, position 1 of 3.')).to.equal('Picked up Test Mug, position 1 of 3.');
    await sendKeys({ press: 'ArrowDown' });
    expect(await spoken('Test Mug: position 2 of 3.')).to.equal('Test Mug: position 2 of 3.');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(await spoken('Test Mug is already at position 3 of 3.')).to.equal('Test Mug is already at position 3 of 3.');
    expect(document.activeElement, 'focus stays on the moving row').to.equal(button);
    expect(sentActions(env.server, 'sort_wishlist_items'), 'nothing sent before the drop').to.have.length(0);
    const sorted = oneEvent(element, 'shop-wishlist-sorted');
    await sendKeys({ press: 'Enter' });
    expect((await sorted).detail).to.deep.equal({ positions: ['21', '34', '16'] });
    expect(await spoken('Test Mug dropped at position 3 of 3.')).to.equal('Test Mug dropped at position 3 of 3.');
    const [request] = sentActions(env.server, 'sort_wishlist_items');
    expect(positionsSent(request!)).to.deep.equal(['21', '34', '16']);
    expect(request!.fields).to.deep.include({ wishlist_token: 'TOKEN1', page: '1', per_page: '5', nonce: 'n-sort', context: 'frontend' });
    expect(request!.fields).not.to.have.property('fragments');
    expect(rowIds(element)).to.deep.equal(['21', '34', '16']);
    expect(element.querySelector<HTMLInputElement>('input[name="items[16][position]"]')!.value).to.equal('2');
    expect(button).to.have.attribute('aria-pressed', 'false');
    await expect(element).to.be.accessible();
  });

  it('puts the row back on Escape and sends nothing', async () => {
    const element = await mountWishlist();
    const button = handle(element, '34');
    button.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(rowIds(element)).to.deep.equal(['34', '16', '21']);
    await sendKeys({ press: 'Escape' });
    expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
    expect(document.activeElement).to.equal(button);
    expect(await spoken('Move cancelled: Test Scarf is back at position 3 of 3.')).to.contain('back at position 3 of 3');
    expect(env.server.requests).to.have.length(0);
  });

  it('a drop that changed nothing sends nothing', async () => {
    const element = await mountWishlist();
    handle(element, '21').focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Space' });
    expect(env.server.requests).to.have.length(0);
  });

  it('restores the order the server holds and says why when the save fails', async () => {
    onAction(env.server, 'sort_wishlist_items', { body: 'Internal error', status: 500 });
    const element = await mountWishlist();
    const failed = oneEvent(element, 'shop-wishlist-failed');
    handle(element, '16').focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Space' });
    const { detail } = await failed;
    expect(detail.call).to.equal('sort_wishlist_items');
    await waitUntil(() => rowIds(element).join() === ITEMS.map((item) => item.id).join(), 'the printed order is back');
    const alert = document.querySelector('.woocommerce-notices-wrapper [role="alert"]');
    expect(alert).to.have.class('woocommerce-error');
    expect(detail.message).not.to.equal('');
    expect(alert!.textContent).to.equal(detail.message);
    expect(element.querySelector<HTMLInputElement>('input[name="items[16][position]"]')!.value).to.equal('0');
  });

  it('saves a drag upwards too', async () => {
    onAction(env.server, 'sort_wishlist_items', { body: '' });
    const element = await mountWishlist();
    await waitUntil(() => Object.keys(element.querySelector('tbody')!).some((key) => key.startsWith('Sortable')), 'sortablejs attached');
    const sorted = oneEvent(element, 'shop-wishlist-sorted');
    const from = element.querySelector('[data-row-id="34"] .product-arrange')!.getBoundingClientRect();
    const to = element.querySelector('[data-row-id="16"] .product-arrange')!.getBoundingClientRect();
    const x = Math.round(from.right - 2);
    await sendMouse({ type: 'move', position: [x, Math.round(from.top + from.height / 2)] });
    await sendMouse({ type: 'down' });
    for (let y = from.top + from.height / 2; y >= to.top + 2; y -= 8) await sendMouse({ type: 'move', position: [x, Math.round(y)] });
    await lingerUntil(element, x, Math.round(to.top + 2), ['34', '16', '21']);
    await sendMouse({ type: 'up' });
    expect((await sorted).detail.positions).to.deep.equal(['34', '16', '21']);
  });

  it('saves a drag by the arrange cell', async () => {
    onAction(env.server, 'sort_wishlist_items', { body: '' });
    const element = await mountWishlist();
    const sorted = oneEvent(element, 'shop-wishlist-sorted');
    const from = element.querySelector('[data-row-id="16"] .product-arrange')!.getBoundingClientRect();
    const to = element.querySelector('[data-row-id="34"] .product-arrange')!.getBoundingClientRect();
    // Grab the cell beside the button, then move down past the last row in steps, as a hand would.
    const x = Math.round(from.right - 2);
    await sendMouse({ type: 'move', position: [x, Math.round(from.top + from.height / 2)] });
    await sendMouse({ type: 'down' });
    for (let y = from.top + from.height / 2; y <= to.bottom - 2; y += 8) await sendMouse({ type: 'move', position: [x, Math.round(y)] });
    await lingerUntil(element, x, Math.round(to.bottom - 2), ['21', '34', '16']);
    await sendMouse({ type: 'up' });
    expect((await sorted).detail.positions).to.deep.equal(['21', '34', '16']);
  });
});
