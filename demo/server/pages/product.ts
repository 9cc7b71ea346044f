// The single product page, assembled from the area templates in templates/product/.
import { getCatalogue, categoryBySlug } from '../catalogue/index.ts';
import { productOnSale } from '../catalogue/pricing.ts';
import { categoryPath } from '../context.ts';
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { productClasses } from '../templates/product-loop.ts';
import { productGallery } from '../templates/product/gallery.ts';
import { relatedProducts } from '../templates/product/related.ts';
import { productSummary } from '../templates/product/summary.ts';
import { productTabs } from '../templates/product/tabs.ts';
import { notFoundPage } from './not-found.ts';
import { findOwner } from '../wishlist/store.ts';

export function productPage(ctx: Ctx, slug: string): Reply {
  const product = getCatalogue().bySlug.get(slug);
  if (!product) return notFoundPage(ctx);
  const category = categoryBySlug(product.category);
  return renderPage(ctx, {
    title: product.name,
    bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
    breadcrumb: [...(category ? [[category.name, categoryPath(category.slug)] as [string, string]] : []), [product.name]],
    params: ['single_product', ...(product.type === 'variable' ? (['variation'] as const) : [])],
    content: (notices) => `${notices}<div id="product-${product.id}" class="${productClasses(product, 'first')}">
	${productOnSale(product) ? '<span class="onsale">Sale!</span>' : ''}
	${productGallery(product, ctx.query.get('gallery') === 'slider' ? 'slider' : 'shop')}
	${productSummary(product, ctx.query, findOwner(ctx))}
	<shop-sticky-add-to-cart></shop-sticky-add-to-cart>
	${productTabs(product)}
	${relatedProducts(product)}
</div>
<script type="text/template" id="tmpl-variation-template">
	<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
	<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
	<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template">
	<p role="alert">Sorry, this product is unavailable. Please choose a different combination.</p>
</script>`,
  });
}
