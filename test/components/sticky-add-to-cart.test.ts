import { expect, oneEvent, waitUntil } from '@open-wc/testing';
import '../../elements/sticky-add-to-cart/sticky-add-to-cart.define.ts';
import '../../elements/variation-form/variation-form.define.ts';
import { recordAlerts } from '../support/alerts.ts';
import { animationsEnd } from '../support/animations.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { choose, variableProduct } from '../support/variable-product.ts';

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;

/** A product page long enough to scroll the form out of view, with the bar inside the product. */
const page = (product: string) =>
  `<div>${product.replace('</div>\n  <table class="woocommerce-product-attributes', '</div><shop-sticky-add-to-cart></shop-sticky-add-to-cart>\n  <table class="woocommerce-product-attributes')}<div style="height: 3000px"></div></div>`;

async function mountBar(product = variableProduct()) {
  const wrapper = await mount(page(product), 'shop-variation-form');
  const bar = $<HTMLElement & { updateComplete: Promise<void> }>(wrapper.closest('.product')!, 'shop-sticky-add-to-cart');
  await customElements.whenDefined('shop-sticky-add-to-cart');
  await bar.updateComplete;
  return { bar, form: $<HTMLFormElement>(wrapper, 'form') };
}

async function scrollPast(bar: HTMLElement, form: HTMLElement) {
  // The variation panel slides open over 200 ms and moves the form's bottom.
  await animationsEnd();
  const toggled = oneEvent(bar, 'shop-sticky-add-to-cart-toggled');
  window.scrollTo(0, form.getBoundingClientRect().bottom + window.scrollY + 50);
  await toggled;
}

const section = (bar: HTMLElement) => $(bar, 'section');
const barButton = (bar: HTMLElement) => $<HTMLButtonElement>(bar, '.storefront-sticky-add-to-cart__content-button');

describe('<shop-sticky-add-to-cart>', () => {
  let alerts: string[];
  let restoreAlerts: () => void;
  beforeEach(() => {
    ({ messages: alerts, restore: restoreAlerts } = recordAlerts());
    window.scrollTo(0, 0);
  });
  afterEach(() => {
    restoreAlerts();
    window.scrollTo(0, 0);
  });

  it('stays hidden while the form is in view and slides in once it is scrolled past', async () => {
    const { bar, form } = await mountBar();
    expect(section(bar).hidden).to.be.true;
    expect(bar).not.to.have.attribute('active');
    await expect(bar).to.be.accessible();
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect(bar).to.have.attribute('active');
    expect(section(bar).hidden).to.be.false;
    expect(section(bar).getAttribute('aria-label')).to.equal('Add Test Tee to cart');
    expect($(bar, '.storefront-sticky-add-to-cart__content-title').textContent).to.equal('You’re viewing: Test Tee');
    expect($(bar, '.storefront-sticky-add-to-cart__content-price').textContent).to.equal('$18.00 – $20.00');
    expect($(bar, '.storefront-sticky-add-to-cart__content-selection').textContent).to.equal('Choose product options');
    expect(barButton(bar).textContent).to.equal('Select options');
    await expect(bar).to.be.accessible();
    const back = oneEvent(bar, 'shop-sticky-add-to-cart-toggled');
    window.scrollTo(0, 0);
    expect((await back).detail).to.deep.equal({ active: false });
    await bar.updateComplete;
    expect(section(bar).hidden).to.be.true;
  });

  it('takes the shopper to the first option still needed instead of adding', async () => {
    const { bar, form } = await mountBar();
    choose(form, 'attribute_pa_size', 'm');
    await scrollPast(bar, form);
    await bar.updateComplete;
    let clicks = 0;
    $(form, '.single_add_to_cart_button').addEventListener('click', () => clicks++);
    barButton(bar).click();
    expect(document.activeElement).to.equal($(form, 'select[name="attribute_pa_color"]'));
    expect(clicks).to.equal(0);
    expect(alerts).to.deep.equal([]);
    // The scroll to the form animates over 300 ms, ending with the form 200 px below the top (or the page at its
    // top); let it end before the next test scrolls.
    const formTop = form.getBoundingClientRect().top + window.scrollY;
    await waitUntil(() => !bar.hasAttribute('active'), 'scrolled back to the form', { timeout: 1000 });
    await until(() => Math.abs(window.scrollY - Math.max(0, formTop - 200)) < 1, 'the scroll has ended');
  });

  it('shows the chosen variation and adds through the form’s own button', async () => {
    const { bar, form } = await mountBar();
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'red');
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect($(bar, '.storefront-sticky-add-to-cart__content-price').textContent).to.equal('$20.00');
    expect($(bar, '.storefront-sticky-add-to-cart__content-selection').textContent).to.equal('Medium, Red');
    expect($(bar, 'img').getAttribute('src')).to.equal('/img/13.jpg');
    expect(barButton(bar).textContent).to.equal('Add to cart');
    const submitted = new Promise<FormData>((resolve) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        resolve(new FormData(form));
      }),
    );
    barButton(bar).click();
    expect((await submitted).get('variation_id')).to.equal('13');
    await expect(bar).to.be.accessible();
  });

  it('honours the unavailable rule of the form', async () => {
    const { bar, form } = await mountBar();
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'blue');
    await scrollPast(bar, form);
    await waitUntil(() => barButton(bar).getAttribute('aria-disabled') === 'true');
    expect($(bar, '.storefront-sticky-add-to-cart__content-selection').textContent).to.equal('This combination is unavailable');
    let submitted = 0;
    form.addEventListener('submit', (e) => {
      submitted++;
      e.preventDefault();
    });
    barButton(bar).click();
    expect(alerts).to.deep.equal(['Sorry, this product is unavailable. Please choose a different combination.']);
    expect(submitted).to.equal(0);
    await expect(bar).to.be.accessible();
  });

  it('hides the theme\'s server-printed bar while it runs and shows it again when removed', async () => {
    const serverBar = '<section class="storefront-sticky-add-to-cart"><a href="/product/test-tee/" class="button">Select options</a></section>';
    const { bar } = await mountBar(variableProduct().replace('<shop-sticky-add-to-cart></shop-sticky-add-to-cart>', ''));
    bar.remove();
    const fresh = document.createElement('shop-sticky-add-to-cart') as HTMLElement & { updateComplete: Promise<void> };
    fresh.innerHTML = serverBar;
    document.querySelector('.product')!.append(fresh);
    await fresh.updateComplete;
    const fallback = fresh.querySelector<HTMLElement>(':scope > .storefront-sticky-add-to-cart:not(.shop-sticky-add-to-cart)')!;
    expect(fallback.hidden).to.be.true;
    fresh.remove();
    await until(() => !fallback.hidden, 'the server bar is shown again');
  });

  it('works for a simple product form', async () => {
    const simple = `<div><div class="product"><h1 class="product_title">Wool Scarf</h1><div class="summary"><p class="price">$28.00<script>window.__pwned=1</script></p>
      <form class="cart" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="1" aria-label="Quantity"></div>
      <button type="submit" name="add-to-cart" value="9" class="single_add_to_cart_button button alt">Add to cart</button></form></div>
      <shop-sticky-add-to-cart></shop-sticky-add-to-cart></div><div style="height: 3000px"></div></div>`;
    const bar = await mount(simple, 'shop-sticky-add-to-cart');
    const form = bar.closest('.product')!.querySelector('form')!;
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect($(bar, '.storefront-sticky-add-to-cart__content-price').textContent).to.equal('$28.00');
    expect(bar.querySelector('script')).to.equal(null);
    expect(bar.querySelector('.storefront-sticky-add-to-cart__content-selection')).to.equal(null);
    const submitted = new Promise<void>((resolve) =>
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        resolve();
      }),
    );
    barButton(bar).click();
    await submitted;
  });
});
