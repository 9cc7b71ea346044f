// `content-product.php`: the `ul.products li.product` loop with its add-to-cart link.
import { isInStock, productOnSale } from '../catalogue/pricing.ts';
import type { Product } from '../catalogue/types.ts';
import { productPath } from '../context.ts';
import { classNames, escapeHtml } from '../html.ts';
import { imageAlt, imageUrl } from '../images.ts';
import { productPriceHtml } from './price.ts';
import { starRatingHtml } from './star-rating.ts';
import { addToWishlistBlock } from '../wishlist/fragments.ts';
import type { WishlistOwner } from '../wishlist/store.ts';

/** The post classes WooCommerce puts on a product wrapper. */
export function productClasses(product: Product, extra = ''): string {
  const stock = product.type === 'simple' ? product.stock.status : 'instock';
  return classNames(
    extra,
    'product',
    'type-product',
    `post-${product.id}`,
    'status-publish',
    stock,
    `product_cat-${product.category}`,
    product.featured && 'featured',
    productOnSale(product) && 'sale',
    'shipping-taxable',
    'purchasable',
    `product-type-${product.type}`,
  );
}

function addToCartLink(product: Product, basePath: string): string {
  const quoted = `&ldquo;${escapeHtml(product.name)}&rdquo;`;
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${product.id}`;
  const ajax = product.type === 'simple' && isInStock(product.stock) && product.addons.length === 0;
  if (!ajax) {
    const label =
      product.type === 'simple' && !isInStock(product.stock)
        ? 'Read more'
        : product.type === 'grouped'
          ? 'View products'
          : 'Select options';
    const aria =
      label === 'Select options'
        ? `Select options for ${quoted}`
        : label === 'View products'
          ? `View products in the ${quoted} group`
          : `Read more about ${quoted}`;
    const note = product.type === 'variable' ? 'This product has multiple variants. The options may be chosen on the product page' : '';
    return `<a href="${productPath(product.slug)}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_${product.type}${product.type === 'variable' ? ' add_to_cart_button' : ''}" data-product_id="${product.id}" data-product_sku="${escapeHtml(product.sku)}" aria-label="${aria}" rel="nofollow">${label}</a>\t<span id="${describedBy}" class="screen-reader-text">\n\t\t${note}\t</span>`;
  }
  return `<shop-add-to-cart><a href="${escapeHtml(basePath)}?add-to-cart=${product.id}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${product.id}" data-product_sku="${escapeHtml(product.sku)}" aria-label="Add to cart: ${quoted}" rel="nofollow" data-success_message="${quoted} has been added to your cart" role="button">Add to cart</a></shop-add-to-cart>\t<span id="${describedBy}" class="screen-reader-text">\n\t\t\t</span>`;
}

/** The theme's quick-view trigger: a link to the product page, which `<shop-quick-view>` opens in a dialog instead. */
function quickViewTrigger(product: Product): string {
  return `<shop-quick-view><a href="${productPath(product.slug)}" class="button quick-view-button" data-product_id="${product.id}" aria-label="Quick view: &ldquo;${escapeHtml(product.name)}&rdquo;">Quick view</a></shop-quick-view>`;
}

/**
 * YITH's add-to-wishlist block in the theme's button; on cards a second press removes the product again. Only
 * the product page's own button carries `product-id`, which the variation form switches: cards (related products
 * sit inside the product's container) take their id from the block and keep it.
 */
export function wishlistButton(product: Product, owner: WishlistOwner | undefined, behaviour: 'remove' | 'view'): string {
  const id = behaviour === 'view' ? ` product-id="${product.id}"` : '';
  // The multi-wishlist popup offers the visitor's wishlists.
  const lists = owner?.wishlists.length
    ? ` wishlists="${escapeHtml(JSON.stringify(owner.wishlists.map(({ id: listId, name }) => ({ id: listId, name }))))}"`
    : '';
  return `<shop-wishlist-button${id}${lists} product-name="${escapeHtml(product.name)}">${addToWishlistBlock(owner, { product_id: product.id, behaviour })}</shop-wishlist-button>`;
}

export function productLoopItem(product: Product, index: number, columns: number, basePath: string, owner?: WishlistOwner): string {
  const colour = product.galleryColours[0] ?? 'grey';
  const position = index % columns === 0 ? 'first' : index % columns === columns - 1 ? 'last' : '';
  return `<li class="${productClasses(product, position)}">
	<a href="${productPath(product.slug)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><img width="324" height="324" src="${imageUrl(product.slug, colour, 'single')}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${escapeHtml(imageAlt(product, colour))}" decoding="async" loading="lazy" /><h2 class="woocommerce-loop-product__title">${escapeHtml(product.name)}</h2>
	${productOnSale(product) ? '<span class="onsale">Sale!</span>\n\t' : ''}${starRatingHtml(product.averageRating)}
	<span class="price">${productPriceHtml(product)}</span>
</a>${addToCartLink(product, basePath)}
	${wishlistButton(product, owner, 'remove')}
	${quickViewTrigger(product)}
</li>`;
}

export function productLoop(products: Product[], basePath: string, columns = 3, owner?: WishlistOwner): string {
  return `<ul class="products columns-${columns}">\n${products.map((p, i) => productLoopItem(p, i, columns, basePath, owner)).join('\n')}\n</ul>`;
}
