// `WC_Product_Variable::get_available_variation()` and the embedded `data-product_variations` value.
import { activePrice, backordersAllowed, isInStock, maxPurchaseQuantity, priceBounds } from '../../catalogue/pricing.ts';
import type { Dimensions, Product, Variation } from '../../catalogue/types.ts';
import { escapeHtml, phpJson } from '../../html.ts';
import { attachmentId, imageProps } from '../../images.ts';
import { itemPriceHtml } from '../price.ts';
import { stockHtml } from '../stock.ts';

/** WooCommerce's `woocommerce_ajax_variation_threshold` default. */
export const AJAX_VARIATION_THRESHOLD = 30;

function dimensionsHtml(d: Dimensions): string {
  const values = [d.length, d.width, d.height].filter(Boolean);
  return values.length ? `${values.join(' &times; ')} cm` : 'N/A';
}

/** Prices are shown per variation only when they differ between variations. */
function showsVariationPrice(product: Product): boolean {
  const { min, max } = priceBounds(product);
  const regulars = product.variations.filter((v) => v.visible).map((v) => v.regularPrice);
  return min !== max || Math.min(...regulars) !== Math.max(...regulars);
}

export function availableVariation(product: Product, v: Variation, showPrice = showsVariationPrice(product)) {
  const colour = v.colour || product.galleryColours[0] || 'grey';
  return {
    attributes: v.attributes,
    availability_html: stockHtml(v.stock),
    backorders_allowed: backordersAllowed(v.stock),
    dimensions: v.dimensions,
    dimensions_html: dimensionsHtml(v.dimensions),
    display_price: activePrice(v),
    display_regular_price: v.regularPrice,
    gallery_image_ids: [],
    gallery_images_html: '',
    image: imageProps(product, colour),
    image_id: attachmentId(product, colour),
    is_downloadable: false,
    is_in_stock: isInStock(v.stock),
    is_purchasable: true,
    is_sold_individually: v.soldIndividually ? 'yes' : 'no',
    is_virtual: false,
    max_qty: maxPurchaseQuantity(v.stock, v.soldIndividually) ?? '',
    min_qty: v.minQty,
    price_html: showPrice ? `<span class="price">${itemPriceHtml(v)}</span>` : '',
    sku: v.sku,
    variation_description: v.description,
    variation_id: v.id,
    variation_is_active: v.active,
    variation_is_visible: v.visible,
    weight: v.weight,
    weight_html: v.weight ? `${v.weight} kg` : 'N/A',
  };
}

const embedded = new Map<number, string>();

/** `wc_esc_json(wp_json_encode($variations))`, cached: the 10,000-variation product's is megabytes long. */
export function embeddedVariationsAttribute(product: Product): string {
  let value = embedded.get(product.id);
  if (value === undefined) {
    const showPrice = showsVariationPrice(product);
    value = escapeHtml(phpJson(product.variations.map((v) => availableVariation(product, v, showPrice))));
    embedded.set(product.id, value);
  }
  return value;
}

/** Whether the form embeds the variations: at most 30, except the benchmark products which always embed. */
export function embedsVariations(product: Product, forceAjax: boolean): boolean {
  if (forceAjax) return false;
  return product.variations.length <= AJAX_VARIATION_THRESHOLD || product.slug.startsWith('benchmark-tee-');
}
