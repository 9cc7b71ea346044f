// The home page: hero, featured products, category links.
import { getCatalogue } from '../catalogue/index.ts';
import { categoryPath } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { productLoop } from '../templates/product-loop.ts';
import { findOwner } from '../wishlist/store.ts';
import { editAttributes, editableContent } from '../templates/edit-links.ts';

/** The home page's post id, in its edit links. */
const HOME_POST = 2;

export function homePage(ctx: Ctx): Reply {
  const { products, categories } = getCatalogue();
  const featured = products.filter((p) => p.featured);
  const categoryLinks = categories
    .map(
      (c) =>
        `<li class="product-category product"><a href="${categoryPath(c.slug)}"><h2 class="woocommerce-loop-category__title">${escapeHtml(c.name)}</h2><p>${escapeHtml(c.description)}</p></a></li>`,
    )
    .join('\n');
  return renderPage(ctx, {
    title: 'Home',
    bodyClass: 'home page-template-template-homepage',
    content: (notices) => `${notices}
${editableContent(
  ctx,
  `<section class="demo-hero" aria-labelledby="demo-hero-title"${editAttributes(ctx, { title: 'Hero', block: 'hero', postId: HOME_POST })}>
	<h1 id="demo-hero-title">Clothes that last.</h1>
	<p>Organic tees, warm hoodies, honest denim. This is the demo storefront for <strong>shop-elements</strong>: WooCommerce markup, progressively enhanced by custom elements.</p>
	<p><a class="button alt" href="/shop/">Shop all products</a> <a class="button" href="/demo/elements/">See every element</a></p>
</section>
<section class="storefront-product-section storefront-featured-products" aria-label="Featured products"${editAttributes(ctx, { title: 'Featured products', block: 'featured', postId: HOME_POST })}>
	<h2 class="section-title">We recommend</h2>
	<div class="woocommerce columns-4">${productLoop(featured, '/', 4, findOwner(ctx))}</div>
</section>
<section class="storefront-product-section storefront-product-categories" aria-label="Product categories"${editAttributes(ctx, { title: 'Product categories', block: 'categories', postId: HOME_POST })}>
	<h2 class="section-title">Shop by category</h2>
	<ul class="products columns-3">${categoryLinks}</ul>
</section>`,
)}`,
  });
}
