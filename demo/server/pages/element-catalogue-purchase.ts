// /demo/elements/ entries for the purchase panel: the variation form, paid add-ons with live totals and the sticky
// add-to-cart bar, each on a real catalogue product's markup.
import { requireProduct } from '../catalogue/index.ts';
import { escapeHtml } from '../html.ts';
import { productPriceHtml } from '../templates/price.ts';
import { addToCartForm } from '../templates/product/add-to-cart.ts';
import type { ElementEntry } from './element-catalogue.ts';

/** Several forms share one page here: their attribute ids get a prefix so labels stay unique. */
const prefixIds = (html: string, prefix: string): string => html.replace(/(id|for)="(pa_|quantity_)/g, `$1="${prefix}-$2`);

function productBlock(slug: string, extra = ''): string {
  const p = requireProduct(slug);
  return `<div class="product type-product product-type-${p.type}"><div class="summary entry-summary">
	<h3 class="product_title entry-title">${escapeHtml(p.name)}</h3><p class="price">${productPriceHtml(p)}</p>
	${prefixIds(addToCartForm(p, new URLSearchParams()), slug)}
	<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">${escapeHtml(p.sku)}</span></span></div>
</div>${extra}</div>`;
}

export function purchaseEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-variation-form',
      summary:
        'Wraps `form.variations_form`: matches the chosen options against the embedded variations (or asks `get_variation` above the AJAX threshold, aborting a superseded lookup, the form blocked meanwhile), removes impossible options and disables inactive ones, shows price, stock and description, keeps the button disabled with the reason until a purchasable variation is chosen, swaps sku, image and wishlist id, and triggers every legacy jQuery event in WooCommerce’s order. Try M/Blue (out of stock), XL (Blue is inactive) and the Clear button.',
      exampleHtml: productBlock('classic-crew-tee'),
    },
    {
      tag: 'shop-product-addons',
      summary:
        'Wraps Product Add-ons’ fields and `#product-addons-total`: every input kind (custom price, multiplier, checkbox, radio, select, text, textarea, number, file) feeds “Options total:” and “Sub total:” live, times the quantity; the tax suffix is filled by the calculate-tax call (plain total if it fails); multipliers are validated, text fields count the characters left.',
      exampleHtml: productBlock('custom-print-tee'),
    },
    {
      tag: 'shop-sticky-add-to-cart',
      summary:
        'Slides in at the top once the product form has scrolled out of view: product, current price and selection state; its button clicks the form’s own button (same rules, same add flow), or takes the shopper to the first missing option. Scroll this example’s form out of view to see it.',
      exampleHtml: productBlock('everyday-hoodie', '<shop-sticky-add-to-cart></shop-sticky-add-to-cart>'),
    },
  ];
}
