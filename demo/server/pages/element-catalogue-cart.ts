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
      exampleHtml: `<p>${listingButton('basic-socks')} ${listingButton('leather-belt')}</p>`,
    },
    {
      tag: 'shop-mini-cart',
      summary:
        'Wraps Storefront’s header cart (`ul.site-header-cart`). `mode="dropdown"` makes it a disclosure (button with `aria-expanded`, Escape and outside clicks close); `mode="offcanvas"` a modal dialog panel (focus moved in and trapped, Escape, close button or backdrop close, focus returned). Remove links POST `remove_from_cart` in the cart queue with the item blocked; a failure follows the link. After an add the dropdown opens, marked `active`, for 5 s, or the off-canvas panel after 300 ms. Keeps the fragments current: session cache by cart hash, other tabs, back/forward cache, `wc_fragment_refresh`. The header of every demo page has one; switch with `?cart=offcanvas`.',
      exampleHtml: `<shop-mini-cart mode="offcanvas" panel-label="Example cart"><ul class="site-header-cart menu">
	<li><a class="cart-contents" href="${CART_PATH}" title="View your shopping cart">Example cart <span class="count">0 items</span></a></li>
	<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the cart.</p></div></div></li>
</ul></shop-mini-cart>`,
    },
    {
      tag: 'shop-cart',
      summary:
        'Wraps the cart page’s notices, `form.woocommerce-cart-form` and `.cart-collaterals`. A quantity change (after `update-delay` ms), the "Update cart" button or Enter posts the cart form, and remove/undo links are fetched; the rows and `.cart_totals` are replaced from the returned page without a reload, focus stays on the same field, and the page’s notice is announced. Legacy `updated_cart_totals`, `wc_cart_emptied` and `updated_wc_div` fire. See it on the cart page.',
      exampleHtml: `<shop-cart><div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">This example is empty: <a href="${CART_PATH}">open the cart page</a> to change quantities live.</div></div></shop-cart>`,
    },
  ];
}
