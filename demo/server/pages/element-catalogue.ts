// The element catalogue shown at /demo/elements/. Append one entry per element; the page renders them in order.
import { presentationEntries } from './element-catalogue-presentation.ts';
import { purchaseEntries } from './element-catalogue-purchase.ts';
import { cartEntries } from './element-catalogue-cart.ts';
import { searchEntries } from './element-catalogue-search.ts';
import { overlayEntries } from './element-catalogue-overlays.ts';
import { accountEntries } from './element-catalogue-account.ts';
import { checkoutEntries } from './element-catalogue-checkout.ts';
import { contentEntries } from './element-catalogue-content.ts';
import { layoutEntries } from './element-catalogue-layout.ts';
import { siteToolEntries } from './element-catalogue-site-tools.ts';
import { quickViewEntries } from './element-catalogue-quick-view.ts';

export interface ElementEntry {
  tag: string;
  summary: string;
  /** Live example: WooCommerce markup wrapped in the element, exactly as a page would serve it. */
  exampleHtml: string;
}

export const ELEMENT_CATALOGUE: ElementEntry[] = [
  {
    tag: 'shop-quantity',
    summary:
      'Wraps a WooCommerce `.quantity` block and adds − / + buttons. The value, `min`, `max` and `step` are read from the wrapped `input.qty` (a missing min counts as 0, a missing or "any" step as 1); changes fire `change` on the input so forms and legacy listeners see them.',
    exampleHtml: `<shop-quantity><div class="quantity">
	<label class="screen-reader-text" for="demo-qty">Demo quantity</label>
	<input type="number" id="demo-qty" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" max="10" step="1" inputmode="numeric" autocomplete="off" />
</div></shop-quantity>`,
  },
  {
    tag: 'shop-store-notice',
    summary:
      'Wraps `p.woocommerce-store-notice`. The dismiss link (click, Enter or Space) hides the notice and sets the `store_notice<id>` cookie to `hidden`, so it stays hidden on later pages.',
    exampleHtml: `<shop-store-notice notice-id="demo-notice"><p role="complementary" aria-label="Example store notice" class="woocommerce-store-notice demo_store" data-notice-id="demo-notice" style="position:static">An example notice. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></shop-store-notice>`,
  },
  {
    tag: 'shop-back-to-top',
    summary:
      'Wraps the theme’s back-to-top link (`a[href="#page"]`). The link shows once the page is scrolled past `show-after` pixels (the `scrolled` attribute); following it scrolls to the top in 300 ms and moves focus to `#page`. On load it keeps the URL hash’s target clear of the sticky header (`--shop-sticky-header-height`). Scroll this page down to see it.',
    exampleHtml: `<shop-back-to-top><a href="#page" class="back-to-top">Back to top</a></shop-back-to-top>`,
  },
  ...presentationEntries(),
  ...purchaseEntries(),
  ...cartEntries(),
  ...quickViewEntries(),
  ...searchEntries(),
  ...overlayEntries(),
  ...accountEntries(),
  ...checkoutEntries(),
  ...siteToolEntries(),
  ...contentEntries(),
  ...layoutEntries(),
];
