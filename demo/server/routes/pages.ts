// Page routes (GET/HEAD). All answer under the fault endpoint name `page`.
import type { Ctx } from '../context.ts';
import type { Reply } from '../http/reply.ts';
import { accountPage } from '../pages/account.ts';
import { categoryPage, shopPage } from '../pages/archive.ts';
import { cartPage } from '../pages/cart.ts';
import { checkoutPage } from '../pages/checkout.ts';
import { contactPage } from '../pages/contact.ts';
import { contentEmbedPage, contentPage } from '../pages/content.ts';
import { elementsPage } from '../pages/elements.ts';
import { homePage } from '../pages/home.ts';
import { notFoundPage } from '../pages/not-found.ts';
import { productPage } from '../pages/product.ts';
import { videosPage } from '../pages/videos.ts';
import { manageWishlistsPage, wishlistPage } from '../pages/wishlist.ts';
import type { Resolver } from './route.ts';

type PageHandler = (ctx: Ctx, match: RegExpExecArray) => Reply;

const PAGES: Array<[RegExp, PageHandler]> = [
  [/^\/$/, (ctx) => (ctx.query.has('s') ? shopPage(ctx, 1) : homePage(ctx))],
  [/^\/shop\/(?:page\/(\d+)\/)?$/, (ctx, m) => shopPage(ctx, Number(m[1] ?? 1))],
  [/^\/product-category\/([^/]+)\/(?:page\/(\d+)\/)?$/, (ctx, m) => categoryPage(ctx, m[1] ?? '', Number(m[2] ?? 1))],
  [/^\/product\/([^/]+)\/$/, (ctx, m) => productPage(ctx, m[1] ?? '')],
  [/^\/cart\/$/, (ctx) => cartPage(ctx)],
  [/^\/checkout\/$/, (ctx) => checkoutPage(ctx)],
  [/^\/contact\/$/, (ctx) => contactPage(ctx)],
  [/^\/my-account\/(?:([a-z-]+)\/)?$/, (ctx, m) => accountPage(ctx, m[1] ?? '')],
  [/^\/wishlist\/$/, (ctx) => wishlistPage(ctx)],
  [/^\/wishlist\/view\/([A-Z0-9]+)\/$/, (ctx, m) => wishlistPage(ctx, m[1] ?? '')],
  [/^\/wishlist\/manage\/$/, (ctx) => manageWishlistsPage(ctx)],
  [/^\/lookbook\/$/, (ctx) => contentPage(ctx)],
  [/^\/lookbook\/embed\/$/, () => contentEmbedPage()],
  [/^\/videos\/$/, (ctx) => videosPage(ctx)],
  [/^\/demo\/elements\/$/, (ctx) => elementsPage(ctx)],
];

export const resolvePages: Resolver = (ctx) => {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return undefined;
  for (const [pattern, handler] of PAGES) {
    const match = pattern.exec(ctx.path);
    if (match) return { endpoint: 'page', handle: (c) => handler(c, match) };
  }
  // WordPress redirects to the canonical trailing-slash URL.
  if (!ctx.path.endsWith('/') && !ctx.path.includes('.'))
    return { handle: () => ({ status: 301, headers: { Location: `${ctx.path}/${ctx.url.search}` }, body: '' }) };
  return { endpoint: 'page', handle: notFoundPage };
};
