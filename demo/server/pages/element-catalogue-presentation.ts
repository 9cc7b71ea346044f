// /demo/elements/ entries for the product-presentation elements: tabs, star rating, gallery (both builds side by
// side) and instalment messaging in each of its states.
import { requireProduct } from '../catalogue/index.ts';
import { productGallery } from '../templates/product/gallery.ts';
import { productTabs } from '../templates/product/tabs.ts';
import type { ElementEntry } from './element-catalogue.ts';

const SHOWCASE_SLUG = 'classic-crew-tee';

const ratingForm = `<form action="/wp-comments-post.php" method="post" class="comment-form" id="demo-review-form">
	<shop-star-rating><p class="comment-form-rating"><label for="demo-rating" id="demo-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="demo-rating" required>
		<option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option>
	</select></p></shop-star-rating>
	<p class="form-submit"><input type="submit" class="submit" value="Submit (blocked without a rating)" /></p>
</form>`;

const instalmentCases: Array<[label: string, attributes: string]> = [
  ['Inside the limits ($120.00)', 'price="120"'],
  ['Rounding ($100.01)', 'price="100.01"'],
  ['Price range, "as low as" ($18.00–$60.00)', 'min-price="18" max-price="60"'],
  ['Price range checked against the limits ($40.00–$80.00)', 'min-price="40" max-price="80" range-display="range"'],
  ['Below the minimum ($8.00)', 'price="8"'],
  ['Above the maximum ($1,250.00)', 'price="1250"'],
  ['Product not eligible', 'price="60" product-ineligible'],
  ['Cart not eligible', 'price="60" cart-ineligible'],
  ['Provider host down: the dialog retries once, then shows the error', 'price="60" provider-host="/provider-down/"'],
];

export function presentationEntries(): ElementEntry[] {
  const product = requireProduct(SHOWCASE_SLUG);
  return [
    {
      tag: 'shop-product-tabs',
      summary:
        'Wraps WooCommerce’s tabs. APG tabs with automatic activation; the tab opened on load follows both readings (#comment-…, #reviews, #tab-reviews, comment-page-/cpage= and #comments with a scroll, #tab-additional_information and any tab anchor). The review-count link opens reviews and scrolls -150 px over 300 ms.',
      exampleHtml: productTabs(product),
    },
    {
      tag: 'shop-star-rating',
      summary:
        'Replaces the hidden rating select with five stars in a named radio group. Submitting without a rating while review_rating_required is "yes" is blocked with an inline alert and focus on the stars.',
      exampleHtml: ratingForm,
    },
    {
      tag: 'shop-product-gallery',
      summary:
        'WooCommerce’s gallery with glider slider, drift hover zoom and glightbox lightbox, each loaded only when used. Left: this shop’s build (slider off, zoom off, lightbox on: click an image). Right: the other reading (slider with thumbnails and the zoom trigger, hover zoom).',
      exampleHtml: `<div class="demo-gallery-builds" style="display: grid; grid-template-columns: repeat(auto-fit, minmax(260px, 1fr)); gap: 2rem">
	<div class="demo-gallery-build"><h3>This shop: slider off, zoom off, lightbox on</h3>${productGallery(product, 'shop')}</div>
	<div class="demo-gallery-build"><h3>Other reading: slider with zoom button</h3>${productGallery(product, 'slider')}</div>
</div>`,
    },
    {
      tag: 'shop-instalments',
      summary:
        'Pay-in-4 messaging: the split in cents (the last payment takes the remainder), limits 35.00–1000.00 kept inside the provider’s per-locale bounds, price ranges, eligibility, and the provider dialog (retried once bypassing the cache; sanitised).',
      exampleHtml: `<dl class="demo-instalments">${instalmentCases
        .map(([label, attributes]) => `<dt>${label}</dt><dd><shop-instalments ${attributes}></shop-instalments></dd>`)
        .join('')}</dl>`,
    },
  ];
}
