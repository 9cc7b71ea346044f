import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/variation-form/variation-form.define.ts';
import { chosenVariationAtom } from '../../core/state/product-atoms.ts';
import { store } from '../../core/state/store.ts';
import { mount } from '../support/mount.ts';
import { choose, variableProduct } from '../support/variable-product.ts';

/** A related product's card as WooCommerce prints it inside the single product's container. */
const relatedCard = `<section class="related products"><ul class="products">
  <li class="product type-product post-55"><a href="/product/cap/">Cap</a>
    <shop-wishlist-button product-id="55"><a href="#" class="add_to_wishlist" data-product-id="55">Add to wishlist</a></shop-wishlist-button>
  </li>
</ul></section>`;

describe('variation form: the wishlist buttons it switches to the chosen variation', () => {
  beforeEach(() => store.set(chosenVariationAtom(11), null));

  it("switches the product's own buttons and leaves a related product's card alone", async () => {
    const element = await mount(variableProduct(), 'shop-variation-form');
    const product = element.closest('.product')!;
    product.querySelector('.summary')!.insertAdjacentHTML('beforeend', '<shop-wishlist-button product-id="11"></shop-wishlist-button>');
    product.insertAdjacentHTML('beforeend', relatedCard);
    const form = element.querySelector('form')!;
    const own = product.querySelector('.summary > .add_to_wishlist')!;
    const ownElement = product.querySelector('.summary > shop-wishlist-button')!;
    const card = product.querySelector('li.product')!;

    choose(form, 'attribute_pa_size', 's');
    const found = oneEvent(element, 'shop-variation-form-found');
    choose(form, 'attribute_pa_color', 'red');
    await found;
    expect(own.getAttribute('data-product-id')).to.equal('12');
    expect(ownElement.getAttribute('product-id')).to.equal('12');
    expect(card.querySelector('.add_to_wishlist')!.getAttribute('data-product-id')).to.equal('55');
    expect(card.querySelector('shop-wishlist-button')!.getAttribute('product-id')).to.equal('55');
    expect(card.querySelector('[data-original-product-id]')).to.equal(null);

    const reset = oneEvent(element, 'shop-variation-form-reset');
    element.querySelector<HTMLButtonElement>('.reset_variations')!.click();
    await reset;
    expect(own.getAttribute('data-product-id')).to.equal('11');
    expect(ownElement.getAttribute('product-id')).to.equal('11');
    expect(card.querySelector('.add_to_wishlist')!.getAttribute('data-product-id')).to.equal('55');
    expect(card.querySelector('shop-wishlist-button')!.getAttribute('product-id')).to.equal('55');
  });
});
