// The page document: head with the two stylesheets, Storefront's page frame, params globals and the library script.
import type { Ctx } from '../context.ts';
import { takeNotices } from '../cart/session.ts';
import { escapeHtml } from '../html.ts';
import { htmlReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { siteFooter } from './footer.ts';
import { siteHeader, SITE_TITLE } from './header.ts';
import { noticesWrapper } from './notices.ts';
import { paramsScripts } from './params.ts';
import type { ParamsGroup } from './params.ts';
import { storeNotice } from './store-notice.ts';
import { modulePreloads } from './module-preloads.ts';
import { buildFolder } from '../settings.ts';

export interface PageOptions {
  title: string;
  bodyClass: string;
  /** Breadcrumb trail after "Home": [label, href?]. */
  breadcrumb?: Array<[string, string?]>;
  /** Main content; receives the notices wrapper so each template places it where WooCommerce does. */
  content: (notices: string) => string;
  params?: ParamsGroup[];
  status?: number;
}

function breadcrumbHtml(trail: Array<[string, string?]>): string {
  const parts = [['Home', '/'] as [string, string?], ...trail].map(([label, href]) =>
    href ? `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>` : escapeHtml(label),
  );
  return `<div class="storefront-breadcrumb"><div class="col-full"><nav class="woocommerce-breadcrumb" aria-label="breadcrumbs">${parts.join('<span class="breadcrumb-separator"> / </span>')}</nav></div></div>`;
}

/**
 * Auto mode as the README recommends it: the auto entry in the head, render-blocking, so the markup is wrapped
 * before the first paint; it holds the normal entry's code (a page in auto mode knows no tags to preload more for).
 */
function autoEntry(folder: string): string {
  return `<script type="module" src="/dist/${folder}auto.js" blocking="render"></script>`;
}

export function renderPage(ctx: Ctx, page: PageOptions): Reply {
  const notices = noticesWrapper(takeNotices(ctx.session));
  const added = ctx.session.addedToCart;
  ctx.session.addedToCart = null;
  const bodyClass = ['woocommerce-no-js', 'theme-storefront', 'woocommerce-active', page.bodyClass, added !== null ? 'added-to-cart' : '']
    .filter(Boolean)
    .join(' ');
  const legacy =
    ctx.query.get('jquery') === '1'
      ? '\n<script src="/demo-assets/vendor/jquery.min.js"></script><script src="/demo-assets/legacy-listeners.js"></script>'
      : '';
  const body = `<body class="${escapeHtml(bodyClass)}"${added !== null ? ` data-added-to-cart="${added}"` : ''}>
<script>document.body.className = document.body.className.replace(/woocommerce-no-js/, 'woocommerce-js');</script>
${storeNotice(ctx)}
<div id="page" class="hfeed site">
	<shop-sticky-header${ctx.settings.hideHeaderOnScroll ? ' hide-on-scroll' : ''}>${siteHeader(ctx)}</shop-sticky-header>
	${page.breadcrumb ? breadcrumbHtml(page.breadcrumb) : ''}
	<div id="content" class="site-content" tabindex="-1">
		<div class="col-full">
			<div id="primary" class="content-area">
			<main id="main" class="site-main" role="main">
${page.content(notices)}
			</main><!-- #main -->
			</div><!-- #primary -->
		</div><!-- .col-full -->
	</div><!-- #content -->
	${siteFooter(ctx)}
</div><!-- #page -->
${paramsScripts(ctx, page.params ?? [])}${legacy}
${ctx.settings.auto ? '' : `<script type="module" src="/dist/${buildFolder(ctx.settings.build)}shop-elements.js"></script>`}
</body>
`;
  const html = `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(page.title)} &ndash; ${escapeHtml(SITE_TITLE)}</title>
<link rel="stylesheet" href="/demo-assets/theme.css"><link rel="stylesheet" href="/dist/shop-elements.css">
${ctx.settings.auto ? autoEntry(buildFolder(ctx.settings.build)) : modulePreloads(ctx.config.distDir, buildFolder(ctx.settings.build), body)}
</head>

${body}</html>`;
  return htmlReply(html, page.status ?? 200);
}
