// The theme's quick-view action (`shop_quick_view` through admin-ajax): the product's gallery and summary, the
// same templates as the product page, answered as HTML for the listing's quick-view dialog.
import { getCatalogue } from '../catalogue/index.ts';
import { requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { emptyAjaxReply, htmlReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { productClasses } from '../templates/product-loop.ts';
import { productGallery } from '../templates/product/gallery.ts';
import { productSummary } from '../templates/product/summary.ts';

export const QUICK_VIEW_ACTION = 'shop_quick_view';

export function quickViewEndpoint(ctx: Ctx): Reply {
  const product = getCatalogue().byId.get(Number(requestField(ctx, 'product') || 0));
  // Themes `wp_die()` without output for an unknown product.
  if (!product) return emptyAjaxReply();
  return htmlReply(`<div id="product-${product.id}" class="${productClasses(product, 'shop-quick-view-product')}">
	${productGallery(product, 'quick-view')}
	${productSummary(product, new URLSearchParams())}
</div>`);
}
