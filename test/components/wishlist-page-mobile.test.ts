import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { mount } from '../support/mount.ts';
import { ITEMS, onAction, sentActions, wishlistForm, wishlistTestSetup, type Item } from './wishlist-page-fixtures.ts';

// A page of its own: the responsive template is started once per page, by the first wishlist element.
const options = JSON.stringify({ wishlist_id: 7, is_user_owner: true, is_mobile: 'yes' }).replace(/"/g, '&quot;');

const mobileList = (
  items: Item[] = ITEMS,
) => `<form class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${options}">
  <ul class="shop_table cart wishlist_table wishlist_view mobile responsive" data-id="7" data-token="TOKEN1">${items
    .map(
      ({ id, name }) =>
        `<li data-row-id="${id}"><div class="product-name"><a href="/product/${id}/">${name}</a></div><a href="/wishlist/?remove_from_wishlist=${id}" class="remove_from_wishlist">Remove ${name}</a></li>`,
    )
    .join('')}</ul></form>`;

describe('<shop-wishlist> mobile template', () => {
  const env = wishlistTestSetup({ is_wishlist_responsive: '1', mobile_media_query: 100000 });

  it('below mobile_media_query asks the server for the mobile template and shows it', async () => {
    onAction(env.server, 'load_mobile', { json: { fragments: { 'woocommerce.yith-wcwl-form.wishlist-fragment': mobileList() } } });
    const element = await mount(`<shop-wishlist>${wishlistForm()}</shop-wishlist>`, 'shop-wishlist');
    await waitUntil(() => element.querySelector('.wishlist_table.mobile'), 'the mobile list replaced the table');
    const [request] = sentActions(env.server, 'load_mobile');
    const sent = Object.fromEntries(request!.allFields.filter(([key]) => key.startsWith('fragments')));
    expect(sent).to.include({ 'fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]': 'yes' });
    expect(element.querySelectorAll('.wishlist_table.mobile [data-row-id]')).to.have.length(3);
    await expect(element).to.be.accessible();
  });
});
