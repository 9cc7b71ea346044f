import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../support/node-safe-errors.ts';
import '../../elements/add-to-cart/add-to-cart.define.ts';
import { mount } from '../support/mount.ts';
import { MUG, cartAnswer, headerCart, spoken, cartTestSetup } from '../support/cart-fixtures.ts';

const ADD = 'wc-ajax=add_to_cart';
const PRODUCT_URL = `${location.origin}/product/custom-print-tee/`;

const simpleForm = `${headerCart()}<div class="product"><h1 class="product_title entry-title">Custom Print Tee</h1>
  <shop-add-to-cart><form class="cart" action="/product/custom-print-tee/" method="post" enctype="multipart/form-data">
    <label for="addon-text">Print text</label><input type="text" id="addon-text" name="addon-33-print-text-0" value="Hello &amp; bye">
    <fieldset><legend>Extras</legend>
      <label><input type="checkbox" name="addon-33-extras-1[]" value="gift-wrap" checked> Gift wrap</label>
      <label><input type="checkbox" name="addon-33-extras-1[]" value="sticker" checked> Sticker</label>
      <label><input type="checkbox" name="addon-33-extras-1[]" value="card"> Card</label>
    </fieldset>
    <div class="quantity"><label for="qty">Quantity</label><input type="number" id="qty" class="input-text qty text" name="quantity" value="2" min="1"></div>
    <button type="submit" name="add-to-cart" value="33" class="single_add_to_cart_button button alt">Add to cart</button>
  </form></shop-add-to-cart>
  <div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">CPT-1</span></span></div></div>`;

const variableForm = `<div class="product"><h1 class="product_title">Classic Crew Tee</h1><shop-add-to-cart>
  <form class="variations_form cart" action="/product/classic-crew-tee/" method="post" data-product_id="11">
    <label for="pa_size">Size</label><select id="pa_size" name="attribute_pa_size"><option value="">Choose</option><option value="m" selected>M</option></select>
    <label for="pa_color">Color</label><select id="pa_color" name="attribute_pa_color"><option value="red" selected>Red</option></select>
    <div class="quantity"><label for="q2">Quantity</label><input type="number" id="q2" class="qty" name="quantity" value="1"></div>
    <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
    <input type="hidden" name="add-to-cart" value="11"><input type="hidden" name="product_id" value="11"><input type="hidden" name="variation_id" class="variation_id" value="42">
  </form></shop-add-to-cart></div>`;

const groupedForm = `<div class="product"><h1 class="product_title">Weekend Outfit Set</h1><shop-add-to-cart>
  <form class="cart grouped_form" action="/product/weekend-outfit-set/" method="post">
    <label for="g1">Tee</label><input type="number" id="g1" name="quantity[71]" value="1">
    <label for="g2">Jeans</label><input type="number" id="g2" name="quantity[72]" value="0">
    <input type="hidden" name="add-to-cart" value="70">
    <button type="submit" class="single_add_to_cart_button button alt">Add to cart</button>
  </form></shop-add-to-cart></div>`;

const submitOf = (element: HTMLElement) => element.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
const noticesOf = (element: HTMLElement) => element.querySelector('.shop-add-to-cart__notices');

describe('<shop-add-to-cart> around the single-product form', () => {
  const env = cartTestSetup();

  it('sends every field as the plain post would, add-to-cart renamed to product_id, without a page load', async () => {
    env.server.on(ADD, { json: cartAnswer([{ ...MUG, quantity: 2 }]), delay: 40 });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    const button = submitOf(element);
    button.click();
    expect(button).to.have.class('loading');
    await expect(element).to.be.accessible();
    const added = await oneEvent(element, 'shop-cart-added');
    expect(added.detail).to.include({ productId: '33', sku: 'CPT-1', analyticsId: 'CPT-1', quantity: 2 });
    const [request] = env.server.sent(ADD);
    expect(request!.allFields).to.deep.equal([
      ['addon-33-print-text-0', 'Hello & bye'],
      ['addon-33-extras-1[]', 'gift-wrap'],
      ['addon-33-extras-1[]', 'sticker'],
      ['quantity', '2'],
      ['product_id', '33'],
    ]);
    await waitUntil(() => !button.classList.contains('loading'));
    expect(button).to.have.class('added');
    expect(element.querySelector('.added_to_cart'), 'no View cart link on the form').to.equal(null);
    expect(await spoken('“Custom Print Tee” has been added to your cart')).to.equal('“Custom Print Tee” has been added to your cart');
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).to.have.length(1);
  });

  it('speaks a product name with dollar signs as written', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(simpleForm.replace('Custom Print Tee</h1>', () => "Tee $& $$ $' $` co</h1>"), 'shop-add-to-cart');
    submitOf(element).click();
    const message = "“Tee $& $$ $' $` co” has been added to your cart";
    expect(await spoken(message)).to.equal(message);
  });

  it('sends the chosen variation as product_id with its attributes', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(variableForm, 'shop-add-to-cart');
    submitOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.server.sent(ADD)[0]!.fields).to.deep.equal({
      attribute_pa_size: 'm',
      attribute_pa_color: 'red',
      quantity: '1',
      product_id: '42',
      variation_id: '42',
    });
  });

  it('sends a grouped product’s quantity[id] fields with the group as product_id', async () => {
    env.server.on(ADD, { json: cartAnswer([MUG]) });
    const element = await mount(groupedForm, 'shop-add-to-cart');
    submitOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.server.sent(ADD)[0]!.fields).to.deep.equal({ 'quantity[71]': '1', 'quantity[72]': '0', product_id: '70' });
  });

  it('leaves a submit alone when the button is disabled (selection needed) or another script refused it', async () => {
    const element = await mount(variableForm, 'shop-add-to-cart');
    const form = element.querySelector('form')!;
    const seen: boolean[] = [];
    const observe = (event: Event): void => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', observe);
    submitOf(element).classList.add('disabled');
    submitOf(element).click();
    submitOf(element).classList.remove('disabled');
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    submitOf(element).click();
    document.removeEventListener('submit', observe);
    expect(seen).to.deep.equal([false, true]);
    expect(env.server.sent(ADD)).to.have.length(0);
  });

  it('shows the server’s own notices above the form when it refuses the add, sanitized', async () => {
    env.server.on(ADD, { json: { error: true, product_url: PRODUCT_URL } });
    env.server.on('/product/custom-print-tee/', {
      body: `<html><body><div class="woocommerce-notices-wrapper"><ul class="woocommerce-error" role="alert"><li>You cannot add that amount to the cart &mdash; we have 1 in stock.<b class="hostile" onmouseover="window.__hacked=1">!</b><script>window.__hacked=1</script></li></ul></div></body></html>`,
    });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    submitOf(element).click();
    await waitUntil(() => noticesOf(element)?.querySelector('.woocommerce-error'));
    expect(env.server.sent('/product/custom-print-tee/')[0]!.method).to.equal('GET');
    const notices = noticesOf(element)!;
    expect(notices.nextElementSibling).to.equal(element.querySelector('form'));
    expect(notices.querySelector('[role="alert"]')).to.contain.text('You cannot add that amount to the cart — we have 1 in stock.');
    expect(notices.querySelector('.hostile')!.getAttribute('onmouseover')).to.equal(null);
    expect(notices.querySelector('script')).to.equal(null);
    expect(env.navigation.urls).to.deep.equal([]);
    expect(submitOf(element)).not.to.have.class('loading');
  });

  it('goes to the product page when its notices cannot be fetched', async () => {
    env.server.on(ADD, { json: { error: true, product_url: PRODUCT_URL } });
    env.server.on('/product/custom-print-tee/', { body: 'down', status: 503 });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    submitOf(element).click();
    await waitUntil(() => env.navigation.urls.length === 1);
    expect(env.navigation.urls).to.deep.equal([PRODUCT_URL]);
  });

  it('says a failed request in an alert above the form and ends loading', async () => {
    env.server.on(ADD, { body: '', status: 200 });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    submitOf(element).click();
    await waitUntil(() => noticesOf(element)?.querySelector('.woocommerce-error'));
    expect(noticesOf(element)!.querySelector('[role="alert"]')).to.have.text('The shop sent an empty answer. Please try again.');
    await waitUntil(() => !submitOf(element).classList.contains('loading'));
    await expect(element).to.be.accessible();
  });
});
