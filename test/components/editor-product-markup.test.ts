import { expect } from '@open-wc/testing';
import recorded from '../fixtures/woocommerce/store-api-products.json';
import manifest from '../../dist/custom-elements.json';
import { blockDefinitions, type CustomElementsManifest } from '../../wordpress/blocks/manifest-blocks.ts';
import { pickedProduct, productMarkup, type StoreApiProduct } from '../../wordpress/blocks/product-markup.ts';

// A product block's content (wordpress/blocks/product-markup.ts): the markup the add-to-cart block saves for a
// product as a real store's Store API describes it (the fixture: WooCommerce 11.0.1's answer for a simple and a
// variable product), from the template the build's manifest carries, parsed as the shopper's page will parse it.
const [simple, variable] = recorded as StoreApiProduct[];
const addToCart = blockDefinitions(manifest as CustomElementsManifest).find((block) => block.tag === 'shop-add-to-cart')!;
const template = addToCart.content.example!;

function parsed(markup: string): HTMLAnchorElement {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  expect(holder.children).to.have.length(1);
  return holder.firstElementChild as HTMLAnchorElement;
}

describe('product blocks: the markup written for the picked product', () => {
  it('is a product block of WooCommerce alone, whose product fills no attribute of the tag', () => {
    expect(addToCart.content).to.include({ content: 'product' });
    expect(addToCart.content.plugin).to.equal(undefined);
    expect(addToCart.fields.filter((field) => field.control.kind === 'product')).to.deep.equal([]);
  });

  it("writes a simple product's button as WooCommerce's loop does: added in place, and without JavaScript by its link", () => {
    const button = parsed(productMarkup(template, pickedProduct(simple!)));
    expect(button.getAttribute('href')).to.equal('?add-to-cart=11');
    expect([...button.classList]).to.deep.equal(['button', 'product_type_simple', 'add_to_cart_button', 'ajax_add_to_cart']);
    expect(button.dataset).to.include({ product_id: '11', product_sku: 'pocket-tee', quantity: '1' });
    expect(button.getAttribute('aria-label')).to.equal('Add to cart: “Pocket Tee”');
    expect(button.getAttribute('role')).to.equal('button');
    expect(button.textContent).to.equal('Add to cart');
  });

  it("sends a variable product's button to the product page, where its options are chosen", () => {
    const button = parsed(productMarkup(template, pickedProduct(variable!)));
    expect(button.getAttribute('href')).to.equal('http://127.0.0.1:8901/product/variable-tee/');
    expect([...button.classList]).to.deep.equal(['button', 'product_type_variable', 'add_to_cart_button']);
    expect(button.getAttribute('aria-label')).to.equal('Select options for “Variable Tee”');
    expect(button.getAttribute('role')).to.equal('link');
    expect(button.textContent).to.equal('Select options');
  });

  it('gives a product that cannot be bought a plain link to its page', () => {
    const soldOut = {
      ...simple!,
      is_in_stock: false,
      add_to_cart: { text: 'Read more', description: 'Read more about &ldquo;Pocket Tee&rdquo;' },
    };
    const button = parsed(productMarkup(template, pickedProduct(soldOut)));
    expect(button.getAttribute('href')).to.equal(simple!.permalink);
    expect([...button.classList]).to.deep.equal(['button', 'product_type_simple']);
    expect(button.textContent).to.equal('Read more');
  });

  it('keeps a hostile product name as text in every place it is written', () => {
    const name = 'Navy &amp; &quot;Sky&quot; <img src=x onerror=alert(1)>';
    const hostile = { ...simple!, name, sku: '"><script>alert(1)</script>', add_to_cart: { text: '<b>Add</b>', description: name } };
    const button = parsed(productMarkup(template, pickedProduct(hostile)));
    expect(button.querySelector('*')).to.equal(null);
    // The Store API's strings are HTML: the block keeps what a shopper would read of them.
    expect(button.dataset['product_sku']).to.equal('">alert(1)');
    expect(button.getAttribute('aria-label')).to.equal('Navy & "Sky" ');
    expect(button.dataset['success_message']).to.equal('“Navy & "Sky" ” has been added to your cart');
    expect(button.textContent).to.equal('Add');
  });
});
