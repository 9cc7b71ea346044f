// Storefront's masthead: branding, product search, primary navigation, wishlist link and the header cart.
import { getCatalogue } from '../catalogue/index.ts';
import { CART_PATH } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { findOwner, wishlistCount } from '../wishlist/store.ts';
import { cartContentsLink, miniCartContent } from './mini-cart.ts';
import { mainMenu, mobileMenu, topBar } from './menus.ts';

export const SITE_TITLE = 'Thread & Needle';

/** The search form's category options, `current` selected. */
export function categoryOptions(current: string): string {
  return getCatalogue()
    .categories.map((c) => `<option value="${c.slug}"${c.slug === current ? ' selected' : ''}>${escapeHtml(c.name)}</option>`)
    .join('');
}

function searchForm(ctx: Ctx): string {
  const options = categoryOptions(ctx.query.get('product_cat') ?? '');
  return `<div class="site-search"><div class="widget woocommerce widget_product_search"><shop-live-search><form role="search" method="get" class="woocommerce-product-search" action="/">
	<label class="screen-reader-text" for="woocommerce-product-search-field-0">Search for:</label>
	<input type="search" id="woocommerce-product-search-field-0" class="search-field" placeholder="Search products&hellip;" value="${escapeHtml(ctx.query.get('s') ?? '')}" name="s" />
	<label class="screen-reader-text" for="product-search-category">Category</label>
	<select name="product_cat" id="product-search-category" class="product-search-category"><option value="">All categories</option>${options}</select>
	<button type="submit" value="Search" class="">Search</button>
	<input type="hidden" name="post_type" value="product" />
</form></shop-live-search>
</div></div>`;
}

/** The count follows the theme's badge rule from the first paint: no label at 0. */
function wishlistLink(ctx: Ctx): string {
  const count = wishlistCount(findOwner(ctx));
  return `<shop-wishlist-count icon=".header-wishlist__icon"><a class="header-wishlist" href="/wishlist/"><span class="header-wishlist__icon" aria-hidden="true">&#9825;</span><span class="screen-reader-text">Wishlist</span> <span class="wishlist-count count">${count === 0 ? '' : count}</span></a></shop-wishlist-count>`;
}

function headerCart(ctx: Ctx): string {
  return `<shop-mini-cart mode="${ctx.settings.cart}"><ul id="site-header-cart" class="site-header-cart menu">
			<li class="${ctx.path === CART_PATH ? 'current-menu-item' : ''}">
${cartContentsLink(ctx)}			</li>
			<li>
				<div class="widget woocommerce widget_shopping_cart">${miniCartContent(ctx)}</div>			</li>
		</ul></shop-mini-cart>`;
}

export function siteHeader(ctx: Ctx): string {
  return `<header id="masthead" class="site-header" role="banner">
		<div class="col-full">		<a class="skip-link screen-reader-text" href="#site-navigation">Skip to navigation</a>
		<a class="skip-link screen-reader-text" href="#content">Skip to content</a>
		${topBar(ctx)}
		<div class="site-branding">
			<div class="beta site-title"><a href="/" rel="home">${escapeHtml(SITE_TITLE)}</a></div>
			<p class="site-description">Demo apparel shop for shop-elements</p>
		</div>
		${searchForm(ctx)}
		${wishlistLink(ctx)}
		</div><div class="storefront-primary-navigation"><div class="col-full">
		${mainMenu(ctx)}
		${mobileMenu(ctx)}
		${headerCart(ctx)}
		</div></div>
	</header><!-- #masthead -->`;
}
