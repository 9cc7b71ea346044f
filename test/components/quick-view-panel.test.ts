import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import axe from 'axe-core';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import '../../elements/quick-view/quick-view.define.ts';
import '../../elements/add-to-cart/add-to-cart.define.ts';
import '../../elements/instalments/instalments.define.ts';
import '../../elements/variation-form/variation-form.define.ts';
import { registerCartPanel } from '../../core/cart/cart-opener.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { productScope } from '../../core/state/product-scope.ts';
import { store } from '../../core/state/store.ts';
import { MUG, cartAnswer, cartTestSetup } from '../support/cart-fixtures.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { choose, variableProduct, variation } from '../support/variable-product.ts';

// What the product page's elements do inside the dialog: they upgrade from the answer's tags, keep to their own
// product, and an add from inside closes the dialog and opens the cart.
const AJAX = '/wp-admin/admin-ajax.php';
const instalments = '<shop-instalments min="1" min-price="40" max-price="80" provider-host="https://provider.test/"></shop-instalments>';
const AS_LOW_AS_40 = 'or 4 interest-free payments as low as $10.00 USD with Afterpay Learn more';

const listing = `<ul class="products"><li class="product type-product post-11">${instalments}
  <shop-quick-view><a href="#tee-page" class="button quick-view-button" data-product_id="40">Quick view</a></shop-quick-view></li></ul>`;

/** Product 40's panel: a variation form (S / Red costs 60) and its instalments. */
const quickViewAnswer = () =>
  variableProduct({
    productId: 40,
    variations: [variation(41, { attribute_pa_size: 's', attribute_pa_color: 'red' }, { display_price: 60 })],
  }).replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${instalments}`);
const QUICK_VIEW_CHOSEN = 'or 4 interest-free payments of $15.00 USD with Afterpay Learn more';

const dialog = () => document.querySelector<HTMLElement>('.shop-quick-view__dialog');
const messageOf = (element: Element | null | undefined) =>
  element?.querySelector('.shop-instalments__message')?.textContent?.replace(/\s+/g, ' ').trim();

async function open(element: ShopElement): Promise<HTMLElement> {
  element.querySelector<HTMLElement>('.quick-view-button')!.focus();
  await sendKeys({ press: 'Enter' });
  await waitUntil(dialog, 'the dialog opened');
  await element.updateComplete;
  return dialog()!;
}

describe('<shop-quick-view>: the product page inside the dialog', () => {
  const env = cartTestSetup();
  afterEach(async () => {
    if (dialog()) await sendKeys({ press: 'Escape' });
    await waitUntil(() => !document.querySelector('.shop-quick-view__root'), 'the dialog was removed');
    for (const id of [11, 31, 40]) store.set(productScope(document.createElement('i'), id)!.chosenVariation, null);
  });

  it("upgrades the answer's tags, and a choice in the dialog stays with the dialog's product", async () => {
    env.server.on(AJAX, { body: quickViewAnswer() });
    const element = await mount<ShopElement>(listing, 'shop-quick-view');
    const listed = document.querySelector<ShopElement>('li.product shop-instalments')!;
    await listed.updateComplete;
    const shown = await open(element);
    const form = shown.querySelector<ShopElement>('shop-variation-form')!;
    await waitUntil(() => form.querySelector('form')?.classList.contains('wc-variation-form') || messageOf(shown), 'the form upgraded');
    await waitUntil(() => messageOf(shown), 'the instalments inside upgraded');
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await waitUntil(() => messageOf(shown) === QUICK_VIEW_CHOSEN, 'follows its choice');
    await listed.updateComplete;
    expect(messageOf(listed.parentElement), "the listed product's own message").to.equal(AS_LOW_AS_40);
    await expect(document.querySelector('.shop-quick-view__root')!).to.be.accessible();
  });

  it("on a product page, the page's product and the dialog's keep their own choices", async () => {
    const page = variableProduct()
      .replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${instalments}`)
      .replace(/<\/div>\s*$/, `<section class="related products">${listing.replace('post-11', 'post-31')}</section></div>`);
    env.server.on(AJAX, { body: quickViewAnswer() });
    const element = await mount<ShopElement>(page, 'shop-quick-view');
    const pageForm = document.querySelector<ShopElement>('shop-variation-form')!;
    await pageForm.updateComplete;
    choose(pageForm, 'attribute_pa_size', 's');
    choose(pageForm, 'attribute_pa_color', 'red');
    const pageSummary = pageForm.closest('.summary');
    await waitUntil(
      () => messageOf(pageSummary) === 'or 4 interest-free payments of $4.50 USD with Afterpay Learn more',
      'the page follows its choice',
    );
    const shown = await open(element);
    await waitUntil(() => messageOf(shown), 'the instalments inside upgraded');
    expect(messageOf(shown), 'nothing chosen in the dialog yet').to.equal(AS_LOW_AS_40);
    const form = shown.querySelector<ShopElement>('shop-variation-form')!;
    choose(form, 'attribute_pa_size', 's');
    choose(form, 'attribute_pa_color', 'red');
    await waitUntil(() => messageOf(shown) === QUICK_VIEW_CHOSEN, 'the dialog follows its own choice');
    expect(messageOf(pageSummary)).to.equal('or 4 interest-free payments of $4.50 USD with Afterpay Learn more');
  });

  it("on a product page, the panel's ids the page already has are made unique; labels and ARIA point into the dialog", async () => {
    const sizeGuide = '<p id="size-guide">Sizes run small.</p><a class="size-guide-link" href="#size-guide">Size guide</a>';
    const page = variableProduct()
      .replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${sizeGuide}`)
      .replace(/<\/div>\s*$/, `<section class="related products">${listing.replace('post-11', 'post-31')}</section></div>`);
    env.server.on(AJAX, {
      body: quickViewAnswer()
        .replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${sizeGuide}`)
        .replace('<select id="attribute_pa_size"', '<select aria-describedby="size-guide quantity-hint" id="attribute_pa_size"'),
    });
    const element = await mount<ShopElement>(page, 'shop-quick-view');
    const pageSize = document.querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]')!;
    const shown = await open(element);

    const ids = [...document.querySelectorAll('[id]')].map((node) => node.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).to.deep.equal([]);
    const size = shown.querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]')!;
    expect([...size.labels].map((label) => shown.contains(label))).to.deep.equal([true]);
    expect(
      [...pageSize.labels].map((label) => shown.contains(label)),
      "the page's own label",
    ).to.deep.equal([false]);
    const quantity = shown.querySelector<HTMLInputElement>('input.qty')!;
    expect([...quantity.labels!].map((label) => shown.contains(label))).to.deep.equal([true]);
    // An id the page does not have is kept, and so is a reference to it.
    expect(size.getAttribute('aria-describedby')).to.equal('size-guide-quick-view quantity-hint');
    expect(document.getElementById('size-guide-quick-view')!.closest('.shop-quick-view__dialog')).to.equal(shown);
    expect(shown.querySelector('.size-guide-link')).to.have.attribute('href', '#size-guide-quick-view');
    expect(document.querySelector('.size-guide-link')).to.have.attribute('href', '#size-guide');

    const { violations } = await axe.run(document, { runOnly: ['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria'] });
    expect(violations.map((violation) => violation.id)).to.deep.equal([]);
  });

  it('an add from inside closes the dialog at once and opens the off-canvas cart at once, without its 300 ms wait', async () => {
    env.server.on('wc-ajax=add_to_cart', { json: cartAnswer([MUG]) });
    const answer = `<div id="product-16" class="product post-16"><h1 class="product_title">Test Mug</h1><shop-add-to-cart>
      <a href="?add-to-cart=16" data-quantity="1" class="button add_to_cart_button ajax_add_to_cart" data-product_id="16" data-product_sku="MUG-1" role="button">Add to cart</a>
    </shop-add-to-cart></div>`;
    env.server.on(AJAX, { body: answer });
    const opened: string[] = [];
    const unregister = registerCartPanel({ mode: 'offcanvas', isAvailable: () => true, open: () => opened.push('offcanvas') });
    try {
      const element = await mount<ShopElement>(listing, 'shop-quick-view');
      const closed: string[] = [];
      element.addEventListener('shop-quick-view-closed', (event) => closed.push(event.detail.reason));
      const shown = await open(element);
      const add = shown.querySelector<ShopElement>('shop-add-to-cart')!;
      await customElements.whenDefined('shop-add-to-cart');
      await add.updateComplete;
      fakeDelays();
      const added = oneEvent(add, 'shop-cart-added');
      shown.querySelector<HTMLElement>('.add_to_cart_button')!.click();
      await added;
      expect(opened, 'the cart opened in the same task as the add').to.deep.equal(['offcanvas']);
      expect(closed).to.deep.equal(['add']);
      await until(() => !dialog(), 'the dialog is gone with no time passing');
      expect(document.activeElement).to.equal(element.querySelector('.quick-view-button'));
    } finally {
      unregister();
    }
  });
});
