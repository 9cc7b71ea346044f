// `woocommerce_demo_store()`: the dismissible store notice, wrapped in `<shop-store-notice>`.
import { md5 } from '../cart/session.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';

const NOTICE_TEXT = 'This is a demo store for testing purposes &mdash; no orders shall be fulfilled.';

export function storeNotice(ctx: Ctx): string {
  const id = md5(NOTICE_TEXT);
  // WooCommerce prints it hidden and lets script show it; the demo shows it unless dismissed, so it works without JS.
  const hidden = ctx.cookies[`store_notice${id}`] === 'hidden' ? ' style="display:none;"' : '';
  return `<shop-store-notice notice-id="${escapeHtml(id)}"><p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${escapeHtml(id)}"${hidden}>${NOTICE_TEXT} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></shop-store-notice>`;
}
