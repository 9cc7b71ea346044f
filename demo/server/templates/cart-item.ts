// How a cart line is named, linked and described (shared by the mini cart and the cart page).
import type { ResolvedLine } from '../cart/totals.ts';
import { productPath } from '../context.ts';
import { escapeHtml, wpEscape } from '../html.ts';
import { imageAlt, imageUrl } from '../images.ts';
import { formatAmount } from '../money.ts';

function attributeLabels(r: ResolvedLine): Array<[label: string, value: string]> {
  return r.product.attributes
    .filter((a) => a.usedForVariations)
    .map((a) => {
      const value = r.line.variation[`attribute_${a.key}`] ?? '';
      return [a.label, a.options.find((o) => o.value === value)?.label ?? value];
    });
}

/** Variation names carry up to two attribute values, as WooCommerce titles them ("Test Tee - Medium, Red"). */
export function lineName(r: ResolvedLine): string {
  const labels = attributeLabels(r);
  return r.variation && labels.length <= 2 ? `${r.product.name} - ${labels.map(([, v]) => v).join(', ')}` : r.product.name;
}

/** Permalink, with the chosen attributes for variations. Returned escaped for an href (`&` as `&#038;`). */
export function lineUrlHtml(r: ResolvedLine, origin: string): string {
  const query = Object.entries(r.line.variation)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&#038;');
  return escapeHtml(origin + productPath(r.product.slug)) + (query ? `?${query}` : '');
}

export function lineSku(r: ResolvedLine): string {
  return r.variation?.sku ?? r.product.sku;
}

export function lineImageHtml(r: ResolvedLine, origin: string): string {
  const colour = r.variation?.colour || r.product.galleryColours[0] || 'grey';
  const src = origin + imageUrl(r.product.slug, colour, 'single');
  return `<img width="324" height="324" src="${escapeHtml(src)}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail wp-post-image" alt="${escapeHtml(imageAlt(r.product, colour))}" decoding="async" loading="lazy" />`;
}

/** `wc_get_formatted_cart_item_data()`: attributes not in the name, then add-ons. */
export function itemDataHtml(r: ResolvedLine): string {
  const rows: Array<[string, string]> = r.variation && attributeLabels(r).length > 2 ? attributeLabels(r) : [];
  for (const addon of r.line.addons) rows.push([addon.price ? `${addon.name} (+$${formatAmount(addon.price)})` : addon.name, addon.value]);
  if (rows.length === 0) return '';
  const items = rows
    .map(([key, value]) => {
      const cls = `variation-${key.replace(/[^A-Za-z0-9]+/g, '')}`;
      return `<dt class="${cls}">${wpEscape(key)}:</dt>\n<dd class="${cls}"><p>${wpEscape(value)}</p>\n</dd>`;
    })
    .join('\n');
  return `<dl class="variation">\n${items}\n</dl>\n`;
}
