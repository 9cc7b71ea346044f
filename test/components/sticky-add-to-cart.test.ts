import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/sticky-add-to-cart/sticky-add-to-cart.define.ts';
import '../../elements/variation-form/variation-form.define.ts';
import { recordAlerts } from '../support/alerts.ts';
import { animationsEnd } from '../support/animations.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';
import { choose, variableProduct } from '../support/variable-product.ts';

const $ = <T extends Element = HTMLElement>(root: ParentNode, selector: string): T => root.querySelector<T>(selector)!;

/**
 * A product page long enough to scroll the form out of view, with the bar inside the product; the gallery is kept
 * small, so that the form starts in view.
 */
const page = (product: string) =>
  `<div><style>.woocommerce-product-gallery { width: 160px }</style>${product.replace('</div>\n  <table class="woocommerce-product-attributes', '</div><shop-sticky-add-to-cart></shop-sticky-add-to-cart>\n  <table class="woocommerce-product-attributes')}<div style="height: 3000px"></div></div>`;

async function mountBar(product = variableProduct()) {
  const wrapper = await mount(page(product), 'shop-variation-form');
  const bar = $<HTMLElement & { updateComplete: Promise<void> }>(wrapper.closest('.product')!, 'shop-sticky-add-to-cart');
  await customElements.whenDefined('shop-sticky-add-to-cart');
  await bar.updateComplete;
  return { bar, form: $<HTMLFormElement>(wrapper, 'form') };
}

const section = (bar: HTMLElement) => $(bar, 'section');

/** Scrolls the form out of view and waits for the bar to be shown (its chunk is fetched the first time). */
async function scrollPast(bar: HTMLElement, form: HTMLElement) {
  // The variation panel slides open over 200 ms and moves the form's bottom.
  await animationsEnd();
  const toggled = oneEvent(bar, 'shop-sticky-add-to-cart-toggled');
  window.scrollTo(0, form.getBoundingClientRect().bottom + window.scrollY + 50);
  await toggled;
  await waitUntil(() => section(bar) && !section(bar).hidden, 'the bar is shown');
}
const barButton = (bar: HTMLElement) => $<HTMLButtonElement>(bar, '.shop-sticky-add-to-cart__button');

/** Resolves once the page's intersection observers have been told where `target` is now. */
function intersectionsDelivered(target: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target);
  });
}

/** The bar's box as the shopper sees it, once its slide-in has ended. */
async function shownBox(bar: HTMLElement): Promise<DOMRect> {
  await animationsEnd();
  return section(bar).getBoundingClientRect();
}

describe('<shop-sticky-add-to-cart>', () => {
  let alerts: string[];
  let restoreAlerts: () => void;
  useThemeStyles();
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
    // Nothing of the bar is there (nor its code fetched) before the form is first scrolled past.
    expect(bar.querySelector('section')).to.equal(null);
    expect(bar).not.to.have.attribute('active');
    await expect(bar).to.be.accessible();
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect(bar).to.have.attribute('active');
    expect(section(bar).hidden).to.be.false;
    expect(section(bar).getAttribute('aria-label')).to.equal('Add Test Tee to cart');
    expect($(bar, '.shop-sticky-add-to-cart__title').textContent).to.equal('You’re viewing: Test Tee');
    expect($(bar, '.shop-sticky-add-to-cart__price').textContent).to.equal('$18.00 – $20.00');
    expect($(bar, '.shop-sticky-add-to-cart__selection').textContent).to.equal('Choose product options');
    expect(barButton(bar).textContent).to.equal('Select options');
    // It takes the shopper to the options, so it is neither marked nor faded as disabled.
    expect(barButton(bar)).not.to.have.attribute('aria-disabled');
    expect(getComputedStyle(barButton(bar)).opacity).to.equal('1');
    await expect(bar).to.be.accessible();
    const box = await shownBox(bar);
    expect([box.top, box.height > 0, box.bottom <= window.innerHeight], 'on screen at the top').to.deep.equal([0, true, true]);
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
    await waitUntil(() => !bar.hasAttribute('active'), 'scrolled back to the form');
    await until(() => Math.abs(window.scrollY - Math.max(0, formTop - 200)) < 1, 'the scroll has ended');
  });

  it('shows the chosen variation and adds through the form’s own button', async () => {
    const { bar, form } = await mountBar();
    choose(form, 'attribute_pa_size', 'm');
    choose(form, 'attribute_pa_color', 'red');
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect($(bar, '.shop-sticky-add-to-cart__price').textContent).to.equal('$20.00');
    expect($(bar, '.shop-sticky-add-to-cart__selection').textContent).to.equal('Medium, Red');
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
    expect($(bar, '.shop-sticky-add-to-cart__selection').textContent).to.equal('This combination is unavailable');
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

  it('gives no bar for a product form the theme hides (catalog mode)', async () => {
    const { bar, form } = await mountBar(
      variableProduct().replace('<form class="variations_form cart"', '<form style="display: none" class="variations_form cart"'),
    );
    window.scrollTo(0, document.body.scrollHeight);
    await intersectionsDelivered(form);
    await bar.updateComplete;
    expect(bar.hasAttribute('active'), 'active').to.be.false;
    expect(bar.querySelector('section'), 'no bar').to.equal(null);
  });

  it('leaves when an instant jump to an anchor above the form puts the form below the window (375 px wide)', async () => {
    await setViewport({ width: 375, height: 667 });
    try {
      const { bar, form } = await mountBar(
        variableProduct().replace(
          '<div class="summary entry-summary">',
          '<div id="top" style="height: 1500px"></div><div class="summary entry-summary">',
        ),
      );
      await scrollPast(bar, form);
      document.getElementById('top')!.scrollIntoView({ behavior: 'instant' });
      expect(form.getBoundingClientRect().top, 'the form is below the window').to.be.greaterThan(window.innerHeight);
      await waitUntil(() => !bar.hasAttribute('active'), 'the bar left');
      await bar.updateComplete;
      expect(section(bar).hidden, 'bar hidden').to.be.true;
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("follows the form's block when a page builder removes it and puts it back", async () => {
    const { bar, form } = await mountBar();
    const block = form.closest('.summary')!;
    const [parent, next] = [block.parentNode!, block.nextSibling];
    await scrollPast(bar, form);
    block.remove();
    await waitUntil(() => !bar.hasAttribute('active'), 'the bar left with the form');
    parent.insertBefore(block, next);
    window.scrollTo(0, 0);
    await scrollPast(bar, form);
    await bar.updateComplete;
    expect(bar.hasAttribute('active'), 'active').to.be.true;
    expect((await shownBox(bar)).height).to.be.greaterThan(0);
    expect(barButton(bar).textContent).to.equal('Select options');
  });

  it("hides the theme's server-printed bar while it runs and shows it again when removed", async () => {
    const serverBar =
      '<section class="storefront-sticky-add-to-cart"><a href="/product/test-tee/" class="button">Select options</a></section>';
    const { bar } = await mountBar(variableProduct().replace('<shop-sticky-add-to-cart></shop-sticky-add-to-cart>', ''));
    bar.remove();
    const fresh = document.createElement('shop-sticky-add-to-cart') as HTMLElement & { updateComplete: Promise<void> };
    fresh.innerHTML = serverBar;
    document.querySelector('.product')!.append(fresh);
    await fresh.updateComplete;
    const fallback = fresh.querySelector<HTMLElement>(':scope > .storefront-sticky-add-to-cart')!;
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
    expect($(bar, '.shop-sticky-add-to-cart__price').textContent).to.equal('$28.00');
    expect(bar.querySelector('script')).to.equal(null);
    expect(bar.querySelector('.shop-sticky-add-to-cart__selection')).to.equal(null);
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
