import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import { cartAnswer, MUG, spoken } from '../support/cart-fixtures.ts';
import { recordLegacyEvents } from '../support/legacy-jquery.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { ITEMS, mountWishlist, onAction, rowIds, sentActions, wishlistForm, wishlistTestSetup } from './wishlist-page-fixtures.ts';

const alertText = () => document.querySelector('.woocommerce-notices-wrapper [role="alert"]')?.textContent ?? '';
const addButton = (element: HTMLElement, id: string) =>
  element.querySelector<HTMLAnchorElement>(`[data-row-id="${id}"] .add_to_cart_button`)!;
const cartRedirect = () =>
  (window as unknown as { wc_add_to_cart_params: { cart_redirect_after_add: string } }).wc_add_to_cart_params.cart_redirect_after_add;

describe('<shop-wishlist> add to cart from a row', () => {
  const env = wishlistTestSetup({ remove_from_wishlist_after_add_to_cart: '1', redirect_to_cart: '' });

  it('sends the row id and wishlist id with the add, removes the owner’s row and shows the added message', async () => {
    const calls = recordLegacyEvents(['adding_to_cart', 'added_to_cart']);
    let redirectDuringAdd = '';
    env.server.on('wc-ajax=add_to_cart', () => {
      redirectDuringAdd = cartRedirect();
      return { json: cartAnswer([MUG]) };
    });
    env.server.on('wc-ajax=get_refreshed_fragments', { json: cartAnswer([MUG]) });
    (window as unknown as { wc_add_to_cart_params: Record<string, string> }).wc_add_to_cart_params.cart_redirect_after_add = 'yes';
    const element = await mountWishlist();
    const changed = oneEvent(document, 'shop-wishlist-changed');
    const added = oneEvent(element, 'shop-cart-added');
    addButton(element, '16').click();
    expect((await added).detail.productId).to.equal('16');
    const [request] = env.server.sent('wc-ajax=add_to_cart');
    expect(request!.fields).to.deep.include({
      product_id: '16',
      quantity: '1',
      remove_from_wishlist_after_add_to_cart: '16',
      wishlist_id: '7',
    });
    expect(redirectDuringAdd, "the wishlist's redirect_to_cart during the add").to.equal('no');
    expect(env.navigation.urls, 'no redirect to the cart').to.deep.equal([]);
    expect((await changed).detail.call).to.equal('remove_from_wishlist');
    expect(rowIds(element)).to.deep.equal(['21', '34']);
    await waitUntil(
      () =>
        document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')?.textContent === 'Product added to cart successfully',
    );
    expect(cartRedirect(), 'restored afterwards').to.equal('yes');
    expect(calls.map((call) => call.name)).to.deep.equal(['adding_to_cart', 'added_to_cart']);
  });

  it('takes the added message away after feedback-timeout ms', async () => {
    env.server.on('wc-ajax=add_to_cart', { json: cartAnswer([MUG]) });
    env.server.on('wc-ajax=get_refreshed_fragments', { json: cartAnswer([MUG]) });
    const element = await mountWishlist(ITEMS, 'feedback-timeout="1000"', { owner: false });
    const clock = fakeDelays();
    const message = () => document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')?.textContent;
    addButton(element, '16').click();
    await until(() => message() === 'Product added to cart successfully', 'the added message shows');
    await clock.tick(999);
    expect(message(), 'still shown at 999 ms').to.equal('Product added to cart successfully');
    await clock.tick(1);
    expect(message()).to.equal(undefined);
  });

  it('keeps the row of a wishlist the shopper does not own', async () => {
    env.server.on('wc-ajax=add_to_cart', { json: cartAnswer([MUG]) });
    env.server.on('wc-ajax=get_refreshed_fragments', { json: cartAnswer([MUG]) });
    const element = await mountWishlist(ITEMS, '', { owner: false });
    const added = oneEvent(element, 'shop-cart-added');
    addButton(element, '16').click();
    await added;
    await waitUntil(() => document.querySelector('.woocommerce-message'));
    expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
    expect(addButton(element, '16')).to.have.class('added');
  });

  it('keeps the row and says why when the add fails', async () => {
    env.server.on('wc-ajax=add_to_cart', { body: 'Bad gateway', status: 502 });
    env.server.on('wc-ajax=get_refreshed_fragments', { json: cartAnswer([]) });
    const element = await mountWishlist();
    const failed = oneEvent(element, 'shop-cart-add-failed');
    addButton(element, '21').click();
    const { detail } = await failed;
    await waitUntil(() => alertText() === detail.message);
    expect(rowIds(element)).to.deep.equal(['16', '21', '34']);
    expect(addButton(element, '21')).not.to.have.class('loading');
  });
});

describe('<shop-wishlist> title, privacy and share link', () => {
  const env = wishlistTestSetup();
  const parts = (element: HTMLElement) => ({
    title: element.querySelector<HTMLElement>('.wishlist-title')!,
    form: element.querySelector<HTMLElement>('.hidden-title-form')!,
    input: element.querySelector<HTMLInputElement>('input[name="wishlist_name"]')!,
  });

  it('edits the title inline: the form opens focused, saves, and the server’s form replaces it', async () => {
    onAction(env.server, 'save_title', (request) => ({
      json: {
        result: true,
        fragments: { 'woocommerce.yith-wcwl-form.wishlist-fragment': wishlistForm(ITEMS, { title: request.fields['title']! }) },
      },
    }));
    const element = await mountWishlist();
    element.querySelector<HTMLAnchorElement>('.show-title-form')!.click();
    expect(parts(element).title.hidden).to.be.true;
    expect(parts(element).form.hidden).to.be.false;
    expect(document.activeElement).to.equal(parts(element).input);
    await expect(element).to.be.accessible();
    parts(element).input.value = '  Birthday ideas ';
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => element.querySelector('.wishlist-title h2')?.textContent === 'Birthday ideas');
    expect(sentActions(env.server, 'save_title')[0]!.fields).to.deep.include({
      wishlist_id: '7',
      title: 'Birthday ideas',
      nonce: 'n-title',
    });
  });

  it('marks an empty title invalid, focuses it and sends nothing; Escape cancels', async () => {
    const element = await mountWishlist();
    element.querySelector<HTMLAnchorElement>('.show-title-form')!.click();
    parts(element).input.value = '   ';
    element.querySelector<HTMLAnchorElement>('.save-title-form')!.click();
    expect(parts(element).form).to.have.class('woocommerce-invalid');
    expect(parts(element).input).to.have.attribute('aria-invalid', 'true');
    expect(document.activeElement).to.equal(parts(element).input);
    expect(env.server.requests).to.have.length(0);
    await sendKeys({ press: 'Escape' });
    expect(parts(element).form.hidden).to.be.true;
    expect(document.activeElement).to.equal(element.querySelector('.show-title-form'));
  });

  it('marks the title invalid when the server refuses it, keeping the shopper’s text', async () => {
    onAction(env.server, 'save_title', { json: { result: false } });
    const element = await mountWishlist();
    element.querySelector<HTMLAnchorElement>('.show-title-form')!.click();
    parts(element).input.value = 'Taken';
    element.querySelector<HTMLAnchorElement>('.save-title-form')!.click();
    await waitUntil(() => parts(element).form.classList.contains('woocommerce-invalid'));
    expect(parts(element).input.value).to.equal('Taken');
    expect(parts(element).form.hidden).to.be.false;
    expect(alertText()).not.to.equal('');
  });

  it('saves the privacy at once and puts it back when the save fails', async () => {
    let fails = false;
    onAction(env.server, 'save_privacy', () => (fails ? { body: 'down', status: 500 } : { json: { fragments: [] } }));
    const element = await mountWishlist();
    const select = element.querySelector<HTMLSelectElement>('select[name="wishlist_privacy"]')!;
    select.focus();
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => sentActions(env.server, 'save_privacy').length === 1 && !select.hasAttribute('aria-busy'));
    expect(sentActions(env.server, 'save_privacy')[0]!.fields).to.deep.include({ wishlist_id: '7', privacy: '2' });
    fails = true;
    select.value = '1';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => select.value === '2', 'back to what the server holds');
    expect(alertText()).not.to.equal('');
  });

  it('copies the share link and says so, by the Clipboard API or the copy command', async () => {
    const element = await mountWishlist();
    const copied: string[] = [];
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    try {
      element.querySelector<HTMLAnchorElement>('.copy-trigger')!.click();
      expect(await spoken('Link copied.')).to.equal('Link copied.');
      expect(copied).to.deep.equal(['https://shop.test/wishlist/view/TOKEN1/']);
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
      });
      const commands: string[] = [];
      const execCommand = document.execCommand;
      document.execCommand = (command: string) => {
        commands.push(`${command}:${String(window.getSelection()) || (document.activeElement as HTMLInputElement).value}`);
        return true;
      };
      element.querySelector<HTMLAnchorElement>('.copy-trigger')!.click();
      await waitUntil(() => commands.length === 1);
      document.execCommand = execCommand;
      expect(commands).to.deep.equal(['copy:https://shop.test/wishlist/view/TOKEN1/']);
    } finally {
      delete (navigator as { clipboard?: unknown }).clipboard;
      Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
    }
  });
});

describe('<shop-wishlist> select all', () => {
  wishlistTestSetup();

  it('checks every row, follows the rows’ own boxes and shows a mixed state', async () => {
    const element = await mountWishlist();
    const all = element.querySelector<HTMLInputElement>('#bulk_add_to_cart')!;
    const boxes = [...element.querySelectorAll<HTMLInputElement>('.product-checkbox input:not(#bulk_add_to_cart)')];
    all.click();
    expect(boxes.map((box) => box.checked)).to.deep.equal([true, true, true]);
    boxes[1]!.click();
    expect(all.checked).to.be.false;
    expect(all.indeterminate).to.be.true;
    boxes[1]!.click();
    expect(all.checked).to.be.true;
    all.click();
    expect(boxes.map((box) => box.checked)).to.deep.equal([false, false, false]);
  });
});
