import type { FakeServer, RecordedRequest, Reply } from '../support/fake-server.ts';
import { cartTestSetup } from '../support/cart-fixtures.ts';
import { mount } from '../support/mount.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import '../../elements/wishlist/wishlist.define.ts';

export interface Item {
  id: string;
  name: string;
  quantity?: number;
}

export const ITEMS: Item[] = [
  { id: '16', name: 'Test Mug', quantity: 1 },
  { id: '21', name: 'Test Cap', quantity: 2 },
  { id: '34', name: 'Test Scarf', quantity: 1 },
];

const row = ({ id, name, quantity = 1 }: Item, index: number) => `<tr id="yith-wcwl-row-${id}" data-row-id="${id}">
  <td class="product-checkbox"><input type="checkbox" value="${id}" name="items[${id}][cb]" aria-label="Select ${name}"></td>
  <td class="product-remove"><a href="/wishlist/?remove_from_wishlist=${id}" class="remove remove_from_wishlist" aria-label="Remove ${name} from the wishlist">&times;</a></td>
  <td class="product-name"><a href="/product/${id}/">${name}</a></td>
  <td class="product-quantity"><input type="number" min="1" step="1" name="items[${id}][quantity]" value="${quantity}" aria-label="${name} quantity"></td>
  <td class="product-add-to-cart"><a href="/wishlist/?add-to-cart=${id}" data-quantity="1" data-product_id="${id}" class="button add_to_cart_button ajax_add_to_cart">Add to cart</a>
    <select class="change-wishlist" aria-label="Move ${name} to another wishlist"><option value="">Move</option><option value="TOKEN2">Birthday</option><option value="new">New wishlist…</option></select></td>
  <td class="product-arrange"><input type="hidden" name="items[${id}][position]" value="${index}"></td>
</tr>`;

/** YITH's wishlist form (premium view template) with a sortable table of `items`. */
export function wishlistForm(items: Item[] = ITEMS, { title = 'My wishlist', owner = true } = {}): string {
  const options = JSON.stringify({ wishlist_id: 7, is_user_owner: owner, is_mobile: 'no' }).replace(/"/g, '&quot;');
  return `<form id="yith-wcwl-form" action="/wishlist/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment" data-fragment-options="${options}">
  <div class="wishlist-title-container">
    <div class="wishlist-title wishlist-title-with-form"><h2>${title}</h2><a href="#" class="btn button show-title-form">Edit title</a></div>
    <div class="hidden-title-form" hidden>
      <input type="text" value="${title}" name="wishlist_name" aria-label="Wishlist name">
      <div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">Cancel</a> <a role="button" href="#" class="save-title-form">Save</a></div>
    </div>
  </div>
  <table class="shop_table cart wishlist_table wishlist_view traditional responsive sortable" data-pagination="no" data-per-page="5" data-page="1" data-id="7" data-token="TOKEN1">
    <thead><tr><th class="product-checkbox"><input type="checkbox" id="bulk_add_to_cart" aria-label="Select all"></th><th class="product-remove"><span class="screen-reader-text">Remove</span></th><th class="product-name">Product name</th><th class="product-quantity">Quantity</th><th class="product-add-to-cart"><span class="screen-reader-text">Actions</span></th><th class="product-arrange"><span class="screen-reader-text">Arrange</span></th></tr></thead>
    <tbody class="wishlist-items-wrapper">${items.map(row).join('')}</tbody>
  </table>
  <div class="yith_wcwl_wishlist_footer"><div class="yith-wcwl-share"><label>Share link <input type="text" class="copy-target" readonly value="https://shop.test/wishlist/view/TOKEN1/"></label> <a href="#" class="copy-trigger">Copy</a></div></div>
  <label>Privacy <select name="wishlist_privacy"><option value="0" selected>Public</option><option value="1">Shared</option><option value="2">Private</option></select></label>
  <input type="hidden" value="7" name="wishlist_id" id="wishlist_id">
</form>`;
}

export function setWishlistParams(extra: Record<string, unknown> = {}): void {
  Object.assign(window, {
    yith_wcwl_l10n: {
      ajax_url: '/wp-admin/admin-ajax.php',
      mobile_media_query: 10,
      is_wishlist_responsive: '',
      actions: {
        sort_wishlist_items: 'sort_wishlist_items',
        update_item_quantity: 'update_item_quantity',
        save_title_action: 'save_title',
      },
      nonce: {
        sort_wishlist_items_nonce: 'n-sort',
        update_item_quantity_nonce: 'n-qty',
        save_title_nonce: 'n-title',
        remove_from_wishlist_nonce: 'n-rm',
      },
      labels: {
        cookie_disabled: 'Cookies are off.',
        added_to_cart_message:
          '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>',
      },
      ...extra,
    },
  });
}

export const mountWishlist = (items: Item[] = ITEMS, attributes = '', options?: { title?: string; owner?: boolean }) =>
  mount<ShopElement>(`<shop-wishlist ${attributes}>${wishlistForm(items, options)}</shop-wishlist>`, 'shop-wishlist');

/** Answers admin-ajax calls by their `action` field. */
export function onAction(server: FakeServer, action: string, reply: Reply | ((request: RecordedRequest) => Reply)): void {
  server.on('admin-ajax.php', (request) => {
    if (request.fields['action'] !== action) return undefined;
    return typeof reply === 'function' ? reply(request) : reply;
  });
}

export const sentActions = (server: FakeServer, action: string) =>
  server.sent('admin-ajax.php').filter((request) => request.fields['action'] === action);

export const rowIds = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('tbody [data-row-id]')].map((row) => row.dataset.rowId);

/** The cart tests' set-up (fetch stand-in, captured redirects, clean-up) with YITH's params and notices. */
export function wishlistTestSetup(extra: Record<string, unknown> = {}) {
  beforeEach(() => setWishlistParams(extra));
  afterEach(() => {
    delete (window as { yith_wcwl_l10n?: unknown }).yith_wcwl_l10n;
    document.querySelector('.woocommerce-notices-wrapper')?.remove();
  });
  return cartTestSetup();
}
