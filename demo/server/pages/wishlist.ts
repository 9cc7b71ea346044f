// The wishlist pages, as YITH WooCommerce Wishlist (premium) prints them on the wishlist page: the visitor's
// default wishlist (`/wishlist/`, `?layout=images_grid` for the images grid), a wishlist by its share link
// (`/wishlist/view/<token>/`, read-only for anyone but its owner) and the manage-wishlists table
// (`/wishlist/manage/`). The blocks come from the per-session wishlist store, rendered as the fragments calls
// re-render them. The popups follow the form inside the element: ask an estimate for the owner, and with
// multi-wishlist on, move (from each row's link) and create; the manage page always offers create.
import { isMobileRequest, type Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { renderPage } from '../templates/layout.ts';
import { findOwner } from '../wishlist/store.ts';
import { multiWishlistOn } from '../wishlist/l10n.ts';
import { manageBlock, shownWishlist, wishlistBlock } from '../wishlist/page-render.ts';
import { createLink, createPopup, estimatePopup, movePopup } from '../wishlist/popups-render.ts';

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
  const multiWishlist = multiWishlistOn(ctx);
  const move_to_another_wishlist_type = multiWishlist ? 'popup' : 'select';
  const block = wishlistBlock(owner, {
    wishlist_token: token,
    layout,
    is_mobile: !layout && isMobileRequest(ctx) ? 'yes' : 'no',
    share_base: ctx.origin,
    move_to_another_wishlist_type,
  });
  const wishlist = shownWishlist(owner, token);
  const owns = Boolean(owner && wishlist && wishlist.ownerId === owner.id);
  const popups = [
    owns && wishlist ? estimatePopup(wishlist) : '',
    multiWishlist ? movePopup(owner, { wishlist_token: token }) : '',
    multiWishlist ? `<p class="wishlist-create">${createLink()}</p>${createPopup()}` : '',
  ].join('');
  return renderPage(ctx, {
    title: 'Wishlist',
    bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
    breadcrumb: [['Wishlist']],
    content: (notices) => wishlistArticle('Wishlist', notices, block + popups),
  });
}

export function manageWishlistsPage(ctx: Ctx): Reply {
  return renderPage(ctx, {
    title: 'Manage wishlists',
    bodyClass: 'page woocommerce-wishlist woocommerce woocommerce-page',
    breadcrumb: [['Wishlist', '/wishlist/'], ['Manage']],
    content: (notices) =>
      wishlistArticle(
        'Manage wishlists',
        notices,
        `${manageBlock(findOwner(ctx))}<p class="wishlist-create">${createLink()}</p>${createPopup()}`,
      ),
  });
}
