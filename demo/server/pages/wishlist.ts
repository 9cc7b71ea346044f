// A static YITH WooCommerce Wishlist 4.x page (modelled on the recorded wishlist-yith4.html).
import { getCatalogue } from '../catalogue/index.ts';
import { isInStock } from '../catalogue/pricing.ts';
import { productPath } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { imageAlt, imageUrl } from '../images.ts';
import { renderPage } from '../templates/layout.ts';
import { productPriceHtml } from '../templates/price.ts';
import { WISHLIST_ITEMS } from './wishlist-items.ts';

function wishlistRows(): string {
  const { bySlug } = getCatalogue();
  return WISHLIST_ITEMS.flatMap((slug) => bySlug.get(slug) ?? [])
    .map((p) => {
      const colour = p.galleryColours[0] ?? 'grey';
      const inStock = p.type === 'simple' ? isInStock(p.stock) : true;
      const action =
        p.type === 'simple' && inStock
          ? `<a href="/wishlist/?add-to-cart=${p.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart add_to_cart alt" data-product_id="${p.id}" data-product_sku="${escapeHtml(p.sku)}" aria-label="Add to cart: &ldquo;${escapeHtml(p.name)}&rdquo;" rel="nofollow">Add to cart</a>`
          : `<a href="${productPath(p.slug)}" class="button alt">${inStock ? 'Select options' : 'Read more'}</a>`;
      return `<tr id="yith-wcwl-row-${p.id}" data-row-id="${p.id}">
		<td class="product-remove"><div><a href="/wishlist/?remove_from_wishlist=${p.id}" class="remove remove_from_wishlist" title="Remove this product" aria-label="Remove ${escapeHtml(p.name)} from wishlist">&times;</a></div></td>
		<td class="product-thumbnail"><a href="${productPath(p.slug)}"><img src="${imageUrl(p.slug, colour, 'thumbnail')}" width="100" height="100" alt="${escapeHtml(imageAlt(p, colour))}" /></a></td>
		<td class="product-name"><a href="${productPath(p.slug)}">${escapeHtml(p.name)}</a></td>
		<td class="product-price">${productPriceHtml(p)}</td>
		<td class="product-stock-status">${inStock ? '<span class="wishlist-in-stock">In Stock</span>' : '<span class="wishlist-out-of-stock">Out of stock</span>'}</td>
		<td class="product-add-to-cart">${action}</td>
	</tr>`;
    })
    .join('\n');
}

export function wishlistPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Wishlist',
    bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
    breadcrumb: [['Wishlist']],
    content: (notices) => `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">Wishlist</h1></header>
<div class="entry-content">${notices}
<form id="yith-wcwl-form" action="/wishlist/" method="post" class="woocommerce yith-wcwl-form wishlist-fragment">
	<div class="wishlist-title-container"><div class="wishlist-title "><h2>My wishlist</h2></div></div>
<table class="shop_table cart wishlist_table wishlist_view traditional responsive" data-pagination="no" data-per-page="5" data-page="1" data-id="1" data-token="DEMO0TOKEN">
	<thead>
	<tr>
		<th class="product-remove"><span class="nobr"><span class="screen-reader-text">Remove</span></span></th>
		<th class="product-thumbnail"><span class="screen-reader-text">Image</span></th>
		<th class="product-name"><span class="nobr">Product name</span></th>
		<th class="product-price"><span class="nobr">Unit price</span></th>
		<th class="product-stock-status"><span class="nobr">Stock status</span></th>
		<th class="product-add-to-cart"><span class="screen-reader-text">Actions</span></th>
	</tr>
	</thead>
	<tbody class="wishlist-items-wrapper">
${wishlistRows()}
	</tbody>
</table>
<input type="hidden" name="wishlist_id" id="wishlist_id" value="1">
</form></div></article>`,
  });
}
