// Product archives: the shop page, category archives and product search, with ordering and paging.
import { categoryBySlug } from '../catalogue/index.ts';
import { parseOrderBy, queryProducts } from '../catalogue/listing.ts';
import { categoryPath, SHOP_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import type { Reply } from '../http/reply.ts';
import { orderingForm, pagination, resultCount } from '../templates/archive-controls.ts';
import { renderPage } from '../templates/layout.ts';
import { productLoop } from '../templates/product-loop.ts';
import { findOwner } from '../wishlist/store.ts';
import { notFoundPage } from './not-found.ts';

export const PER_PAGE = 12;

interface ArchiveSpec {
  title: string;
  basePath: string;
  category?: string;
  search?: string;
  description?: string;
  bodyClass: string;
  breadcrumb: Array<[string, string?]>;
}

function renderArchive(ctx: Ctx, spec: ArchiveSpec, page: number): Reply {
  const orderby = parseOrderBy(ctx.query.get('orderby'));
  const products = queryProducts({ category: spec.category, search: spec.search, orderby });
  const pages = Math.max(1, Math.ceil(products.length / PER_PAGE));
  if (page > pages) return notFoundPage(ctx);
  const keep = new URLSearchParams(ctx.query);
  keep.delete('paged');
  const pageUrl = (n: number) => {
    const query = keep.toString();
    return (n === 1 ? spec.basePath : `${spec.basePath}page/${n}/`) + (query ? `?${query}` : '');
  };
  // Storefront repeats the controls below the loop; distinct labels keep the two navigation landmarks apart.
  const sorting = (notices: string, paginationLabel: string) =>
    `<div class="storefront-sorting">${notices}${orderingForm(orderby, page, keep)}\n${resultCount(products.length, page, PER_PAGE)}\n${pagination(page, pages, pageUrl, paginationLabel)}</div>`;
  return renderPage(ctx, {
    // WordPress names the page in the title of every page after the first.
    title: page > 1 ? `${spec.title} – Page ${page}` : spec.title,
    bodyClass: `archive post-type-archive woocommerce-shop woocommerce woocommerce-page ${spec.bodyClass}`,
    breadcrumb: spec.breadcrumb,
    content: (notices) => `<header class="woocommerce-products-header">
			<h1 class="woocommerce-products-header__title page-title">${escapeHtml(spec.title)}</h1>
	${spec.description ? `<div class="term-description"><p>${escapeHtml(spec.description)}</p></div>` : ''}
	</header>
${products.length === 0 ? `${notices}<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">No products were found matching your selection.</div></div>` : `<shop-product-list load-mode="${ctx.settings.listing}">${sorting(notices, 'Product Pagination')}${productLoop(products.slice((page - 1) * PER_PAGE, page * PER_PAGE), spec.basePath, 3, findOwner(ctx))}\n${sorting('', 'Product Pagination, bottom')}</shop-product-list>`}`,
  });
}

export function shopPage(ctx: Ctx, page: number): Reply {
  const search = ctx.query.get('s');
  if (search !== null) return searchPage(ctx, search);
  return renderArchive(ctx, { title: 'Shop', basePath: SHOP_PATH, bodyClass: 'shop', breadcrumb: [['Shop']] }, page);
}

export function categoryPage(ctx: Ctx, slug: string, page: number): Reply {
  const category = categoryBySlug(slug);
  if (!category) return notFoundPage(ctx);
  return renderArchive(
    ctx,
    {
      title: category.name,
      basePath: categoryPath(slug),
      category: slug,
      description: category.description,
      bodyClass: `tax-product_cat term-${slug}`,
      breadcrumb: [[category.name]],
    },
    page,
  );
}

/** `/?s=…&post_type=product[&product_cat=…]`. */
export function searchPage(ctx: Ctx, search: string): Reply {
  const category = ctx.query.get('product_cat') || undefined;
  return renderArchive(
    ctx,
    {
      title: `Search results: “${search}”`,
      basePath: '/',
      search,
      category,
      bodyClass: 'search search-results',
      breadcrumb: [[`Search results for “${search}”`]],
    },
    Number(ctx.query.get('paged') || 1),
  );
}
