import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
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
  const env = wishlistTestSetup({ is_wishlist_responsive: '1', mobile_media_query: 600 });
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('keeps the table the page came with in a narrow window, and asks for the mobile template once the window crosses the width', async () => {
    await setViewport({ width: 400, height: 600 });
    onAction(env.server, 'load_mobile', { json: { fragments: { 'woocommerce.yith-wcwl-form.wishlist-fragment': mobileList() } } });
    const element = await mount(`<shop-wishlist>${wishlistForm()}</shop-wishlist>`, 'shop-wishlist');
    expect(element.querySelectorAll('table.wishlist_table tbody [data-row-id]')).to.have.length(3);
    // Wider: the table fits the width, nothing to ask for. Narrower again: the mobile list is asked for.
    await setViewport({ width: 800, height: 600 });
    await setViewport({ width: 400, height: 600 });
    await waitUntil(() => element.querySelector('.wishlist_table.mobile'), 'the mobile list replaced the table');
    const requests = sentActions(env.server, 'load_mobile');
    expect(requests, 'one request: none at load').to.have.length(1);
    const sent = Object.fromEntries(requests[0]!.allFields.filter(([key]) => key.startsWith('fragments')));
    expect(sent).to.include({ 'fragments[woocommerce.yith-wcwl-form.wishlist-fragment][is_mobile]': 'yes' });
    expect(element.querySelectorAll('.wishlist_table.mobile [data-row-id]')).to.have.length(3);
    await expect(element).to.be.accessible();
  });
});
