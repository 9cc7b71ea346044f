import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../support/node-safe-errors.ts';
import { mount } from '../support/mount.ts';
import { ITEMS, wishlistTestSetup, type Item } from './wishlist-page-fixtures.ts';

const options = (mobile: 'yes' | 'no') =>
  JSON.stringify({ wishlist_id: 7, is_user_owner: true, is_mobile: mobile }).replace(/"/g, '&quot;');

const gridItem = ({ id, name }: Item) => `<li id="yith-wcwl-row-${id}" data-row-id="${id}"><div class="item-wrapper">
  <div class="product-thumbnail"><a href="/product/${id}/"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="80" height="80" alt="${name}"></a></div>
  <div class="item-details"><a href="#" class="close">Close</a><h3 class="product-name">${name}</h3>
    <a href="/wishlist/?add-to-cart=${id}" data-product_id="${id}" class="button add_to_cart_button ajax_add_to_cart">Add to cart</a></div>
</div></li>`;

const grid = (
  items: Item[] = ITEMS,
) => `<form class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${options('no')}">
  <ul class="shop_table cart wishlist_table wishlist_view images_grid" data-id="7" data-token="TOKEN1">${items.map(gridItem).join('')}</ul></form>`;

describe('<shop-wishlist> images grid', () => {
  wishlistTestSetup();

  it('a thumbnail opens its details, whose close link (or Escape) closes them and returns to the thumbnail', async () => {
    const element = await mount(`<shop-wishlist>${grid()}</shop-wishlist>`, 'shop-wishlist');
    const item = element.querySelector<HTMLElement>('[data-row-id="21"]')!;
    const link = item.querySelector<HTMLAnchorElement>('.product-thumbnail a')!;
    const details = item.querySelector<HTMLElement>('.item-details')!;
    expect(details.hidden, 'closed from the start').to.be.true;
    expect(link).to.have.attribute('aria-expanded', 'false');
    expect(link.getAttribute('aria-controls')).to.equal(details.id);
    link.click();
    expect(details.hidden).to.be.false;
    expect(item).to.have.class('show');
    expect(link).to.have.attribute('aria-expanded', 'true');
    expect(document.activeElement).to.equal(details.querySelector('.close'));
    await expect(element).to.be.accessible();
    details.querySelector<HTMLAnchorElement>('.close')!.click();
    expect(details.hidden).to.be.true;
    expect(document.activeElement).to.equal(link);
    link.click();
    await sendKeys({ press: 'Escape' });
    expect(details.hidden).to.be.true;
    expect(document.activeElement).to.equal(link);
  });
});
