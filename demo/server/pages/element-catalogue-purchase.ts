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
      attributes: [
        { name: 'product-id', description: 'The product whose selection is published to the other elements.', default: 'the form’s data-product_id' },
        { name: 'variations-url', description: 'GET URL of the full variation list, for local option filtering above the AJAX threshold.', default: 'none' },
        { name: 'no-matching-text', description: 'The no-match notice.', default: 'i18n_no_matching_variations_text' },
        { name: 'make-selection-text', description: 'Alert when the button is used before every option is chosen.', default: 'i18n_make_a_selection_text' },
        { name: 'unavailable-text', description: 'Alert when the button is used on an unavailable variation.', default: 'i18n_unavailable_text' },
        { name: 'reset-alert-text', description: 'What the reset announces.', default: 'i18n_reset_alert_text' },
      ],
      exampleHtml: productBlock('classic-crew-tee'),
    },
    {
      tag: 'shop-product-addons',
      summary:
        'Wraps Product Add-ons’ fields and `#product-addons-total`: every input kind (custom price, multiplier, checkbox, radio, select, text, textarea, number, file) feeds “Options total:” and “Sub total:” live, times the quantity; the tax suffix is filled by the calculate-tax call (plain total if it fails); multipliers are validated, text fields count the characters left.',
      attributes: [
        { name: 'product-id, price', description: 'Product sent to the tax call and its price per item.', default: 'data-product-id, data-price' },
        { name: 'show-sub-total', description: 'Show the Sub total line.', default: 'data-show-sub-total="1"' },
        { name: 'addon-total-text, sub-total-text', description: 'Labels.', default: 'Options total:, Sub total:' },
        { name: 'remaining-text', description: 'Counter text after the number.', default: 'characters remaining' },
        { name: 'multiplier-alert-text', description: 'Alert for an invalid multiplier when the markup prints none.', default: 'Please enter a valid number.' },
        { name: 'price-display-suffix', description: 'Suffix after the sub total; {price_including_tax} / {price_excluding_tax} are filled by the server.', default: 'price_display_suffix' },
      ],
      exampleHtml: productBlock('custom-print-tee'),
    },
    {
      tag: 'shop-sticky-add-to-cart',
      summary:
        'Slides in at the top once the product form has scrolled out of view: product, current price and selection state; its button clicks the form’s own button (same rules, same add flow), or takes the shopper to the first missing option. Scroll this example’s form out of view to see it.',
      attributes: [
        { name: 'form', description: 'Id of the product form to follow.', default: 'the form.cart of the enclosing .product' },
        { name: 'label', description: 'Accessible name of the bar’s region.', default: 'Add {title} to cart' },
        { name: 'viewing-text, select-options-text', description: 'Text before the title; button text while a selection is needed.', default: 'You’re viewing:, Select options' },
        { name: 'selection-needed-text, unavailable-text', description: 'Selection state texts.', default: 'Choose product options, This combination is unavailable' },
      ],
      exampleHtml: productBlock('everyday-hoodie', '<shop-sticky-add-to-cart></shop-sticky-add-to-cart>'),
    },
  ];
}
