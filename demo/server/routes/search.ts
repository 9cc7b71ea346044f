// The theme's live product search action (`shop_ajax_search_products` through admin-ajax): the same name and
// sku match as the search results page, answered in the shape the theme's script reads.
import { queryProducts } from '../catalogue/listing.ts';
import { absoluteUrl, productPath, requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { imageUrl } from '../images.ts';
import { jsonReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { productPriceHtml } from '../templates/price.ts';

export const SEARCH_ACTION = 'shop_ajax_search_products';

export function searchProductsEndpoint(ctx: Ctx): Reply {
  const search = requestField(ctx, 'query') ?? '';
  const category = requestField(ctx, 'product_cat') || undefined;
  const products = queryProducts({ search, category, orderby: 'menu_order' });
  const suggestions = products.map((product) => ({
    type: 'Product',
    id: product.id,
    value: product.name,
    url: absoluteUrl(ctx, productPath(product.slug)),
    img: imageUrl(product.slug, product.galleryColours[0] ?? 'grey', 'thumbnail'),
    price: productPriceHtml(product),
  }));
  // Themes answer "nothing matched" with a row of id -1 rather than an empty list.
  return jsonReply({ suggestions: suggestions.length > 0 ? suggestions : [{ id: -1, value: 'No products found.', url: '' }] });
}
