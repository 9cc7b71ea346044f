// `.summary.entry-summary`: title, rating, price with instalments, excerpt, add-to-cart form and meta.
import { categoryBySlug } from '../../catalogue/index.ts';
import type { Product } from '../../catalogue/types.ts';
import { categoryPath } from '../../context.ts';
import { escapeHtml } from '../../html.ts';
import { productPriceHtml } from '../price.ts';
import { starRatingHtml } from '../star-rating.ts';
import { addToCartForm } from './add-to-cart.ts';
import { wishlistButton } from '../product-loop.ts';
import type { WishlistOwner } from '../../wishlist/store.ts';
import { instalmentsMessage } from './instalments.ts';

function ratingBlock(product: Product): string {
  const count = product.reviews.length;
  if (count === 0) return '';
  return `<div class="woocommerce-product-rating">
		${starRatingHtml(product.averageRating, count)}
		<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${count}</span> customer review${count === 1 ? '' : 's'})</a>
	</div>`;
}

function productMeta(product: Product): string {
  const category = categoryBySlug(product.category);
  return `<div class="product_meta">
		<span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(product.sku)}</span></span>
	${category ? `<span class="posted_in">Category: <a href="${categoryPath(category.slug)}" rel="tag">${escapeHtml(category.name)}</a></span>` : ''}
</div>`;
}

export function productSummary(product: Product, query: URLSearchParams, owner?: WishlistOwner): string {
  return `<div class="summary entry-summary">
		<h1 class="product_title entry-title">${escapeHtml(product.name)}</h1>
${ratingBlock(product)}<p class="price">${productPriceHtml(product)}</p>
${instalmentsMessage(product)}
<div class="woocommerce-product-details__short-description">
	<p>${escapeHtml(product.shortDescription)}</p>
</div>
${addToCartForm(product, query)}
${wishlistButton(product, owner, 'view')}
${productMeta(product)}
	</div>`;
}
