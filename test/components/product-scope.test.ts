import { expect, fixture } from '@open-wc/testing';
import '../../elements/instalments/instalments.define.ts';
import '../../elements/variation-form/variation-form.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { productScope } from '../../core/state/product-scope.ts';
import { store } from '../../core/state/store.ts';
import { mount, settled } from '../support/mount.ts';
import { choose, variableProduct, variation } from '../support/variable-product.ts';

const message = (element: Element) => element.querySelector('.shop-instalments__message')?.textContent?.replace(/\s+/g, ' ').trim();
const instalments = (attributes = '') =>
  `<shop-instalments min="1" min-price="40" max-price="80" provider-host="https://provider.test/" ${attributes}></shop-instalments>`;
const AS_LOW_AS_40 = 'or 4 interest-free payments as low as $10.00 USD with Afterpay Learn more';

/** Mounts the page, chooses Small / Red in its variation form, and returns the messages of its instalments. */
async function messagesAfterChoosing(page: string): Promise<Array<string | undefined>> {
  const form = await mount(page, 'shop-variation-form');
  const all = [...document.querySelectorAll<ShopElement>('shop-instalments')];
  await settled(...all);
  choose(form, 'attribute_pa_size', 's');
  choose(form, 'attribute_pa_color', 'red');
  await settled(...all);
  return all.map(message);
}

async function scopeOf(html: string, selector: string, productId?: number) {
  const root = await fixture<HTMLElement>(`<div>${html}</div>`);
  return productScope(root.querySelector(selector)!, productId)?.productId;
}

describe('productScope(host): which product an element belongs to', () => {
  it('takes the product-id given to the element first', async () => {
    expect(await scopeOf('<div id="product-5" class="product"><i></i></div>', 'i', 9)).to.equal(9);
  });

  it('reads the form it is, sits in or wraps, then the nearest product: #product-N, post-N, a data-product_id inside', async () => {
    expect(await scopeOf('<div id="product-5" class="product"><form data-product_id="5"><i></i></form></div>', 'i')).to.equal(5);
    expect(await scopeOf('<b><form class="variations_form" data-product_id="6"></form></b>', 'b')).to.equal(6);
    expect(await scopeOf('<div id="product-7" class="product"><i></i></div>', 'i')).to.equal(7);
    expect(await scopeOf('<ul class="products"><li class="product type-product post-8 status-publish"><i></i></li></ul>', 'i')).to.equal(8);
    expect(await scopeOf('<div class="product"><i></i><a class="add_to_cart_button" data-product_id="10">Add</a></div>', 'i')).to.equal(10);
  });

  it('is the nearest product: a related product inside a single product wrapper is its own', async () => {
    const html = '<div id="product-11" class="product"><ul class="products"><li class="product post-31"><i></i></li></ul></div>';
    expect(await scopeOf(html, 'i')).to.equal(31);
  });

  it('is null outside any product, so a stray element shares no state with another stray', async () => {
    expect(await scopeOf('<i></i>', 'i')).to.equal(undefined);
    expect(await scopeOf('<div class="product"><i></i></div>', 'i')).to.equal(undefined);
    expect(await scopeOf('<i></i>', 'i', 0)).to.equal(undefined);
  });
});

describe('two products on one page', () => {
  afterEach(() => {
    for (const id of [11, 31, 40]) {
      const scope = productScope(document.createElement('i'), id);
      if (scope) store.set(scope.chosenVariation, null);
    }
  });

  it('a related product inside the single product follows its own product, not the chosen variation around it', async () => {
    const related = `<section class="related products"><ul class="products">
      <li class="product type-product post-31">${instalments()}</li></ul></section>`;
    const page = variableProduct().replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${instalments()}`);
    const [own, relatedProduct] = await messagesAfterChoosing(page.replace(/<\/div>\s*$/, `${related}</div>`));
    expect(own).to.equal('or 4 interest-free payments of $4.50 USD with Afterpay Learn more');
    expect(relatedProduct).to.equal(AS_LOW_AS_40);
  });

  it('a quick view over a listing: the quick view product and the listed product keep their own choices', async () => {
    const QUICK_VIEW = [variation(41, { attribute_pa_size: 's', attribute_pa_color: 'red' }, { display_price: 60 })];
    const quickView = variableProduct({ productId: 40, variations: QUICK_VIEW })
      .replace('id="product-40" class="product', 'class="product quick-view')
      .replace('<div class="summary entry-summary">', `<div class="summary entry-summary">${instalments()}`);
    const listing = `<ul class="products"><li class="product type-product post-11">${instalments()}
      <a href="?add-to-cart=11" class="button add_to_cart_button" data-product_id="11">Select options</a></li></ul>`;
    const [listed, quick] = await messagesAfterChoosing(`${listing}<div class="modal">${quickView}</div>`);
    expect(quick).to.equal('or 4 interest-free payments of $15.00 USD with Afterpay Learn more');
    expect(listed).to.equal(AS_LOW_AS_40);
  });
});
