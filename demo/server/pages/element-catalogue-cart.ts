// /demo/elements/ entries for the cart: listing add-to-cart buttons, the header mini cart, the cart page.
import { requireProduct } from '../catalogue/index.ts';
import { escapeHtml } from '../html.ts';
import { CART_PATH } from '../context.ts';
import type { ElementEntry } from './element-catalogue.ts';

function listingButton(slug: string): string {
  const product = requireProduct(slug);
  const quoted = `&ldquo;${escapeHtml(product.name)}&rdquo;`;
  return `<shop-add-to-cart><a href="/demo/elements/?add-to-cart=${product.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${escapeHtml(product.sku)}" aria-label="Add to cart: ${quoted}" rel="nofollow" data-success_message="${quoted} has been added to your cart" role="button">Add to cart</a></shop-add-to-cart>`;
}

export function cartEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-add-to-cart',
      summary:
        'Wraps a listing `a.add_to_cart_button.ajax_add_to_cart` or a single-product `form.cart` and adds to cart without a page load: every data attribute (or every form field, `add-to-cart` sent as `product_id`) goes to `wc-ajax=add_to_cart` through the one cart queue. The button shows `loading` then `added`, a "View cart" link follows a listing add, failures are said in an alert, a refused form add shows the server’s notices, and the header cart opens. Legacy `adding_to_cart` / `added_to_cart` / `wc_cart_button_updated` fire with their arguments; `shop-cart-added` carries the sku for analytics.',
      attributes: [
        { name: 'redirect-after-add', description: 'Go to the cart after an add (`yes`/`no`).', default: 'wc_add_to_cart_params.cart_redirect_after_add' },
        { name: 'cart-url', description: 'Where the redirect and the "View cart" link go.', default: 'wc_add_to_cart_params.cart_url' },
        { name: 'view-cart-text', description: 'Text of the "View cart" link after a listing add.', default: 'wc_add_to_cart_params.i18n_view_cart (View cart)' },
        { name: 'is-cart', description: 'On the cart page: no "View cart" link.', default: 'wc_add_to_cart_params.is_cart' },
        { name: 'success-message', description: 'Spoken after a form add; `%s` is the product name.', default: '“%s” has been added to your cart' },
        { name: 'sku', description: 'The sku analytics receive when the markup has none.', default: 'data-product_sku, else the product page’s sku' },
      ],
      exampleHtml: `<p>${listingButton('basic-socks')} ${listingButton('leather-belt')}</p>`,
    },
    {
      tag: 'shop-mini-cart',
      summary:
        'Wraps Storefront’s header cart (`ul.site-header-cart`). `mode="dropdown"` makes it a disclosure (button with `aria-expanded`, Escape and outside clicks close); `mode="offcanvas"` a modal dialog panel (focus moved in and trapped, Escape, close button or backdrop close, focus returned). Remove links POST `remove_from_cart` in the cart queue with the item blocked; a failure follows the link. After an add the dropdown opens, marked `active`, for 5 s, or the off-canvas panel after 300 ms. Keeps the fragments current: session cache by cart hash, other tabs, back/forward cache, `wc_fragment_refresh`. The header of every demo page has one; switch with `?cart=offcanvas`.',
      attributes: [
        { name: 'mode', description: '`dropdown` or `offcanvas`.', default: 'dropdown' },
        { name: 'toggle-label', description: 'Accessible name of the toggle button.', default: 'Cart contents' },
        { name: 'panel-label', description: 'Accessible name of the off-canvas dialog.', default: 'Cart' },
        { name: 'close-label', description: 'Text of the off-canvas close button.', default: 'Close cart' },
      ],
      exampleHtml: `<shop-mini-cart mode="offcanvas" panel-label="Example cart"><ul class="site-header-cart menu">
	<li><a class="cart-contents" href="${CART_PATH}" title="View your shopping cart">Example cart <span class="count">0 items</span></a></li>
	<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></div></li>
</ul></shop-mini-cart>`,
    },
    {
      tag: 'shop-cart',
      summary:
        'Wraps the cart page’s notices, `form.woocommerce-cart-form` and `.cart-collaterals`. A quantity change (after `update-delay` ms), the "Update cart" button or Enter posts the cart form, and remove/undo links are fetched; the rows and `.cart_totals` are replaced from the returned page without a reload, focus stays on the same field, and the page’s notice is announced. Legacy `updated_cart_totals`, `wc_cart_emptied` and `updated_wc_div` fire. See it on the cart page.',
      attributes: [{ name: 'update-delay', description: 'Milliseconds after the last quantity change before updating; 0 waits for "Update cart".', default: '500' }],
      exampleHtml: `<shop-cart><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">This example is empty: <a href="${CART_PATH}">open the cart page</a> to change quantities live.</div></div></shop-cart>`,
    },
  ];
}
