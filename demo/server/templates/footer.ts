// Storefront's footer with the handheld bar, plus the demo settings bar.
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { footerCartContentsLink } from './mini-cart.ts';
import { SITE_TITLE } from './header.ts';
import { footerMenu } from './menus.ts';
import { COLLECTOR_PATH } from '../routes/analytics.ts';

function settingLink(ctx: Ctx, label: string, param: string, value: string, active: boolean): string {
  const query = new URLSearchParams(ctx.query);
  query.set(param, value);
  const current = active ? ' aria-current="true" class="is-active"' : '';
  return `<a href="${escapeHtml(`${ctx.path}?${query}`)}"${current}>${escapeHtml(label)}</a>`;
}

function settingsBar(ctx: Ctx): string {
  const { cart, redirectAfterAdd, analytics, editor, build, hideHeaderOnScroll } = ctx.settings;
  const ajaxVariations = ctx.query.get('variations') === 'ajax';
  const jquery = ctx.query.get('jquery') === '1';
  return `<nav class="demo-settings" aria-label="Demo settings">
	<span class="demo-settings__group">Mini cart: ${settingLink(ctx, 'dropdown', 'cart', 'dropdown', cart === 'dropdown')} ${settingLink(ctx, 'off-canvas', 'cart', 'offcanvas', cart === 'offcanvas')}</span>
	<span class="demo-settings__group">Redirect to cart after add: ${settingLink(ctx, 'no', 'redirect_after_add', 'no', !redirectAfterAdd)} ${settingLink(ctx, 'yes', 'redirect_after_add', 'yes', redirectAfterAdd)}</span>
	<span class="demo-settings__group">Variations (this page): ${settingLink(ctx, 'as built', 'variations', 'default', !ajaxVariations)} ${settingLink(ctx, 'force AJAX', 'variations', 'ajax', ajaxVariations)}</span>
	<span class="demo-settings__group">Legacy listeners (this page): ${settingLink(ctx, 'off', 'jquery', '0', !jquery)} ${settingLink(ctx, 'on', 'jquery', '1', jquery)}</span>
	<span class="demo-settings__group">Analytics collector: ${settingLink(ctx, 'off', 'analytics', 'off', !analytics)} ${settingLink(ctx, 'on', 'analytics', 'on', analytics)}</span>
	<span class="demo-settings__group">Logged in as page editor: ${settingLink(ctx, 'no', 'editor', 'off', !editor)} ${settingLink(ctx, 'yes', 'editor', 'on', editor)}</span>
	<span class="demo-settings__group">Sticky header: ${settingLink(ctx, 'always shown', 'hide_header_on_scroll', 'off', !hideHeaderOnScroll)} ${settingLink(ctx, 'hidden while scrolling down', 'hide_header_on_scroll', 'on', hideHeaderOnScroll)}</span>
	<span class="demo-settings__group">Library build: ${settingLink(ctx, 'React', 'build', 'react', build === 'react')} ${settingLink(ctx, 'lean (Preact)', 'build', 'lean', build === 'lean')}</span>
	<span class="demo-settings__group"><a href="/demo/elements/">Element catalogue</a></span>
</nav>`;
}

/** The theme's analytics snippet, with the privacy line's opt-out link inside it (an early click is replayed). */
function analyticsBlock(ctx: Ctx): string {
  if (!ctx.settings.analytics) return '';
  return `<shop-analytics provider="collector" endpoint="${COLLECTOR_PATH}"><p class="demo-privacy">We count page views and adds to cart to improve the shop. <a href="#" data-shop-analytics-opt-out>Opt out of analytics</a></p></shop-analytics>`;
}

export function siteFooter(ctx: Ctx): string {
  return `<footer id="colophon" class="site-footer" role="contentinfo">
		<div class="col-full">
		${footerMenu(ctx)}
		${settingsBar(ctx)}
		${analyticsBlock(ctx)}
		<div class="site-info">&copy; ${escapeHtml(SITE_TITLE)} 2026 &mdash; a stand-in for WooCommerce + Storefront.</div>
		<div class="storefront-handheld-footer-bar">
			<ul class="columns-3">
				<li class="my-account"><a href="/my-account/">My Account</a></li>
				<li class="search"><a href="/shop/">Search</a></li>
				<li class="cart">
${footerCartContentsLink(ctx)}				</li>
			</ul>
		</div>
		</div>
	</footer><!-- #colophon -->`;
}
