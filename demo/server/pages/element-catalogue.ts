// The element catalogue shown at /demo/elements/. Append one entry per element; the page renders them in order.
import { presentationEntries } from './element-catalogue-presentation.ts';
import { purchaseEntries } from './element-catalogue-purchase.ts';
import { cartEntries } from './element-catalogue-cart.ts';
import { searchEntries } from './element-catalogue-search.ts';
import { overlayEntries } from './element-catalogue-overlays.ts';
import { accountEntries } from './element-catalogue-account.ts';
import { checkoutEntries } from './element-catalogue-checkout.ts';
import { contentEntries } from './element-catalogue-content.ts';
import { mediaEntries } from './element-catalogue-media.ts';
import { layoutEntries } from './element-catalogue-layout.ts';
import { menuEntries } from './element-catalogue-menus.ts';
import { siteToolEntries } from './element-catalogue-site-tools.ts';
import { productListEntries } from './element-catalogue-product-list.ts';
import { quickViewEntries } from './element-catalogue-quick-view.ts';
import { wishlistPageEntries } from './element-catalogue-wishlist-page.ts';
import { wishlistButtonEntries } from './element-catalogue-wishlist-buttons.ts';

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
  {
    tag: 'shop-sticky-header',
    summary:
      'Wraps the theme’s site header, which sticks at the top from the first paint (CSS `position: sticky`, its place kept: no layout shift). Scrolled past its place it gets `stuck`; with `hide-on-scroll` it slides away while scrolling down and back while scrolling up, on focus and after an add to cart. Its height is published as `--shop-sticky-header-height`, which the page’s `scroll-padding-top` and every scroll offset follow. One header per page: the example is this page’s own header.',
    exampleHtml: `<p>The header at the top of this page is wrapped in <code>&lt;shop-sticky-header&gt;</code>. Scroll down and it gets <code>stuck</code>; choose “Sticky header: hidden while scrolling down” in the settings at the bottom of the page for hide-on-scroll.</p>`,
  },
  {
    tag: 'shop-page-nav',
    summary:
      'Single-page navigation over the theme’s scroll-to anchors (`.scroll-to` with `data-link`, `data-title`, `data-bullet`): bullets at the right edge for the flagged ones; any link to an anchor scrolls it to just below the sticky header in 500 ms and focuses it; the current section’s links get `aria-current="location"`. The bullets of this example are at the right edge of the window; the lookbook page has a full one.',
    exampleHtml: `<nav aria-label="Example sections"><a href="#demo-section-fit">Fit</a> · <a href="#demo-section-fabric">Fabric</a></nav>
<span class="scroll-to" data-label="Scroll to: #demo-section-fit" data-bullet="true" data-link="#demo-section-fit" data-title="Fit"><a name="demo-section-fit"></a></span>
<p><strong>Fit.</strong> Our tees are cut true to size.</p>
<span class="scroll-to" data-label="Scroll to: #demo-section-fabric" data-bullet="true" data-link="#demo-section-fabric" data-title="Fabric"><a name="demo-section-fabric"></a></span>
<p><strong>Fabric.</strong> Organic cotton jersey, 180 g/m².</p>
<shop-page-nav label="Example section bullets"></shop-page-nav>`,
  },
  ...presentationEntries(),
  ...purchaseEntries(),
  ...cartEntries(),
  ...quickViewEntries(),
  ...wishlistPageEntries(),
  ...wishlistButtonEntries(),
  ...searchEntries(),
  ...overlayEntries(),
  ...accountEntries(),
  ...checkoutEntries(),
  ...siteToolEntries(),
  ...menuEntries(),
  ...productListEntries(),
  ...contentEntries(),
  ...mediaEntries(),
  ...layoutEntries(),
];
