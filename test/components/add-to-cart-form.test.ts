import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import '../../elements/add-to-cart/add-to-cart.define.ts';
import { mount } from '../support/mount.ts';
import { MUG, TEE, cartAnswer, headerCart, spoken, cartTestSetup } from '../support/cart-fixtures.ts';
import type { FakeServer } from '../support/fake-server.ts';
import { installJquery, isJqueryOf, recordLegacyEvents } from '../support/legacy-jquery.ts';

const AJAX_ADD = 'wc-ajax=add_to_cart';
const REFRESH = 'wc-ajax=get_refreshed_fragments';
const TEE_PAGE = '/product/custom-print-tee/';

/** The product page WooCommerce answers a form post with: the session's notices printed above the product. */
const productPage = (notices: string) => ({
  body: `<!doctype html><html><body><div class="woocommerce-notices-wrapper">${notices}</div>
    <div class="product"><h1 class="product_title">Custom Print Tee</h1></div></body></html>`,
});
const ADDED_NOTICE =
  '<div class="woocommerce-message" role="alert">&ldquo;Custom Print Tee&rdquo; has been added to your cart. <a href="/cart/" class="button wc-forward">View cart</a></div>';

/** The form post adds, then the cart's fragments hold `lines`. */
function answerAdd(server: FakeServer, page: string, lines = [MUG]): void {
  server.on(page, productPage(ADDED_NOTICE));
  server.on(REFRESH, { json: cartAnswer(lines) });
}

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

  it('posts every field to the form’s action as the plain post would, then reads the fragments, without a page load', async () => {
    const answer = env.server.hold(TEE_PAGE, productPage(ADDED_NOTICE));
    env.server.on(REFRESH, { json: cartAnswer([{ ...MUG, quantity: 2 }]) });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    const button = submitOf(element);
    button.click();
    expect(button).to.have.class('loading');
    await expect(element).to.be.accessible();
    answer();
    const added = await oneEvent(element, 'shop-cart-added');
    expect(added.detail).to.include({ productId: '33', sku: 'CPT-1', analyticsId: 'CPT-1', quantity: 2 });
    expect(env.server.requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).to.deep.equal([
      `POST ${TEE_PAGE}`,
      'POST /shop/?wc-ajax=get_refreshed_fragments',
    ]);
    expect(env.server.sent(TEE_PAGE)[0]!.allFields).to.deep.equal([
      ['addon-33-print-text-0', 'Hello & bye'],
      ['addon-33-extras-1[]', 'gift-wrap'],
      ['addon-33-extras-1[]', 'sticker'],
      ['quantity', '2'],
      ['add-to-cart', '33'],
    ]);
    await waitUntil(() => !button.classList.contains('loading'));
    expect(button).to.have.class('added');
    expect(element.querySelector('.added_to_cart'), 'no View cart link on the form').to.equal(null);
    expect(noticesOf(element)?.textContent ?? '', 'the printed success notice is not repeated').to.equal('');
    expect(await spoken('“Custom Print Tee” has been added to your cart')).to.equal('“Custom Print Tee” has been added to your cart');
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).to.have.length(1);
  });

  it('speaks a product name with dollar signs as written', async () => {
    answerAdd(env.server, TEE_PAGE);
    const element = await mount(
      simpleForm.replace('Custom Print Tee</h1>', () => "Tee $& $$ $' $` co</h1>"),
      'shop-add-to-cart',
    );
    submitOf(element).click();
    const message = "“Tee $& $$ $' $` co” has been added to your cart";
    expect(await spoken(message)).to.equal(message);
  });

  it('posts the chosen attributes with the variable product, never through the AJAX add that ignores them', async () => {
    answerAdd(env.server, '/product/classic-crew-tee/', [TEE]);
    const calls = recordLegacyEvents(['adding_to_cart', 'added_to_cart']);
    const element = await mount(variableForm, 'shop-add-to-cart');
    submitOf(element).click();
    const added = await oneEvent(element, 'shop-cart-added');
    expect(added.detail.productId).to.equal('42');
    expect(env.server.sent('/product/classic-crew-tee/')[0]!.fields).to.deep.equal({
      attribute_pa_size: 'm',
      attribute_pa_color: 'red',
      quantity: '1',
      'add-to-cart': '11',
      product_id: '11',
      variation_id: '42',
    });
    expect(env.server.sent(AJAX_ADD)).to.have.length(0);
    expect(calls.map((call) => call.name)).to.deep.equal(['adding_to_cart', 'added_to_cart']);
    const [adding, addedCall] = calls;
    expect(isJqueryOf(adding!.args[0], submitOf(element))).to.be.true;
    expect(adding!.args[1]).to.include({ attribute_pa_size: 'm', variation_id: '42' });
    expect(addedCall!.args.slice(0, 2)).to.deep.equal([cartAnswer([TEE]).fragments, cartAnswer([TEE]).cart_hash]);
    expect(isJqueryOf(addedCall!.args[2], submitOf(element))).to.be.true;
  });

  it('posts what adding_to_cart listeners put into the data', async () => {
    answerAdd(env.server, TEE_PAGE);
    const $ = installJquery() as unknown as (target: unknown) => { on: Function };
    $(document.body).on('adding_to_cart', (_event: unknown, _$button: unknown, data: Record<string, unknown>) => {
      data['wishlist_id'] = '7';
    });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    submitOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.server.sent(TEE_PAGE)[0]!.fields).to.include({ 'add-to-cart': '33', wishlist_id: '7' });
  });

  it('posts a grouped product’s quantity[id] fields with the group’s add-to-cart', async () => {
    answerAdd(env.server, '/product/weekend-outfit-set/');
    const element = await mount(groupedForm, 'shop-add-to-cart');
    submitOf(element).click();
    await oneEvent(element, 'shop-cart-added');
    expect(env.server.sent('/product/weekend-outfit-set/')[0]!.fields).to.deep.equal({
      'quantity[71]': '1',
      'quantity[72]': '0',
      'add-to-cart': '70',
    });
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
    expect(env.server.requests).to.have.length(0);
  });

  it('leaves a form posting to another site to the browser', async () => {
    const element = await mount(
      simpleForm.replace('action="/product/custom-print-tee/"', 'action="https://elsewhere.example/cart/"'),
      'shop-add-to-cart',
    );
    const seen: boolean[] = [];
    const observe = (event: Event): void => {
      seen.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', observe);
    submitOf(element).click();
    document.removeEventListener('submit', observe);
    expect(seen).to.deep.equal([false]);
    expect(env.server.requests).to.have.length(0);
  });

  it('shows the notices WooCommerce printed when it refuses the add, sanitized, and re-reads the cart', async () => {
    env.server.on(
      TEE_PAGE,
      productPage(
        `<ul class="woocommerce-error" role="alert"><li>Fit is a required field<b class="hostile" onmouseover="window.__hacked=1">!</b><script>window.__hacked=1</script></li></ul>`,
      ),
    );
    env.server.on(REFRESH, { json: cartAnswer([]) });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    const failed = oneEvent(element, 'shop-cart-add-failed');
    submitOf(element).click();
    expect((await failed).detail).to.deep.equal({ productId: '33', message: 'Fit is a required field!' });
    await waitUntil(() => noticesOf(element)?.querySelector('.woocommerce-error'));
    const notices = noticesOf(element)!;
    expect(notices.nextElementSibling).to.equal(element.querySelector('form'));
    expect(notices.querySelector('[role="alert"]')).to.contain.text('Fit is a required field');
    expect(document.activeElement === notices.querySelector('[role="alert"]'), 'focus moves to the notice').to.be.true;
    expect(notices.querySelector('.hostile')!.getAttribute('onmouseover')).to.equal(null);
    expect(notices.querySelector('script')).to.equal(null);
    expect(env.navigation.urls).to.deep.equal([]);
    await waitUntil(() => env.server.sent(REFRESH).length === 1, 'a grouped add may have been partly made');
    await waitUntil(() => !submitOf(element).classList.contains('loading'));
    await expect(element).to.be.accessible();
  });

  it('says an empty answer in an alert above the form and ends loading', async () => {
    env.server.on(TEE_PAGE, { body: '', status: 200 });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    submitOf(element).click();
    await waitUntil(() => noticesOf(element)?.querySelector('.woocommerce-error'));
    expect(noticesOf(element)!.querySelector('[role="alert"]')).to.have.text('The shop sent an empty answer. Please try again.');
    await waitUntil(() => !submitOf(element).classList.contains('loading'));
    await expect(element).to.be.accessible();
  });

  it('does not count a page that neither added nor refused (a login or firewall page) as an add', async () => {
    env.server.on(TEE_PAGE, { body: '<html><body><form id="loginform">Log in</form></body></html>' });
    env.server.on(REFRESH, { json: cartAnswer([]) });
    const element = await mount(simpleForm, 'shop-add-to-cart');
    const calls = recordLegacyEvents(['added_to_cart']);
    submitOf(element).click();
    await waitUntil(() => noticesOf(element)?.querySelector('.woocommerce-error'));
    expect(noticesOf(element)!.querySelector('[role="alert"]')).to.have.text('The shop answered with an error page. Please try again.');
    expect(calls).to.have.length(0);
    expect(submitOf(element)).not.to.have.class('added');
  });
});
