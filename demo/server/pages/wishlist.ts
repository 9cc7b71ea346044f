// The wishlist pages, as YITH WooCommerce Wishlist (premium) prints them on the wishlist page: the visitor's
// default wishlist (`/wishlist/`, `?layout=images_grid` for the images grid), a wishlist by its share link
// (`/wishlist/view/<token>/`, read-only for anyone but its owner) and the manage-wishlists table
// (`/wishlist/manage/`). The blocks come from the per-session wishlist store, rendered as the fragments calls
// re-render them.
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { findOwner } from '../wishlist/store.ts';
import { manageBlock, shownWishlist, wishlistBlock } from '../wishlist/page-render.ts';

function wishlistArticle(title: string, notices: string, block: string): string {
  return `<article class="page type-page"><header class="entry-header"><h1 class="entry-title">${title}</h1></header>
<div class="entry-content">${notices}
<shop-wishlist>${block}</shop-wishlist>
<p class="wishlist-views"><a href="/wishlist/">Table</a> · <a href="/wishlist/?layout=images_grid">Images grid</a> · <a href="/wishlist/manage/">Manage wishlists</a></p>
</div></article>`;
}

export function wishlistPage(ctx: Ctx, token = ''): Reply {
  const owner = findOwner(ctx);
  if (token && !shownWishlist(owner, token))
    return renderPage(ctx, {
      title: 'Wishlist',
      bodyClass: 'page woocommerce-wishlist',
      status: 404,
      content: (notices) => wishlistArticle('Wishlist', notices, '<p class="wishlist-empty">This wishlist does not exist.</p>'),
    });
  const layout = ctx.query.get('layout') === 'images_grid' ? 'images_grid' : '';
  const block = wishlistBlock(owner, { wishlist_token: token, layout, is_mobile: 'no', share_base: ctx.origin });
  return renderPage(ctx, {
    title: 'Wishlist',
    bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
    breadcrumb: [['Wishlist']],
    content: (notices) => wishlistArticle('Wishlist', notices, block),
  });
}

export function manageWishlistsPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Manage wishlists',
    bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
    breadcrumb: [['Wishlist', '/wishlist/'], ['Manage']],
    content: (notices) => wishlistArticle('Manage wishlists', notices, manageBlock(findOwner(ctx))),
  });
}
