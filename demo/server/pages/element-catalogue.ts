// The element catalogue shown at /demo/elements/. Append one entry per element; the page renders them in order.
import { presentationEntries } from './element-catalogue-presentation.ts';
import { purchaseEntries } from './element-catalogue-purchase.ts';
import { cartEntries } from './element-catalogue-cart.ts';

export interface ElementAttribute {
  name: string;
  description: string;
  default: string;
}

export interface ElementEntry {
  tag: string;
  summary: string;
  attributes: ElementAttribute[];
  /** Live example: WooCommerce markup wrapped in the element, exactly as a page would serve it. */
  exampleHtml: string;
}

export const ELEMENT_CATALOGUE: ElementEntry[] = [
  {
    tag: 'shop-quantity',
    summary:
      'Wraps a WooCommerce `.quantity` block and adds − / + buttons. The value, `min`, `max` and `step` are read from the wrapped `input.qty` (a missing min counts as 0, a missing or "any" step as 1); changes fire `change` on the input so forms and legacy listeners see them.',
    attributes: [
      { name: 'min', description: 'Overrides the wrapped input’s `min`.', default: 'the input’s own' },
      { name: 'max', description: 'Overrides the wrapped input’s `max` (absent means no upper limit).', default: 'the input’s own' },
      { name: 'step', description: 'Overrides the wrapped input’s `step` (`any` or empty counts as 1).', default: 'the input’s own' },
      {
        name: 'no-min-correction',
        description: 'Skip raising a value below `min` to `min` on page load (cart line rows always skip it).',
        default: 'false',
      },
      { name: 'decrease-label', description: 'Accessible name of the − button.', default: 'Decrease quantity' },
      { name: 'increase-label', description: 'Accessible name of the + button.', default: 'Increase quantity' },
      { name: 'name, value, label', description: 'Standalone use without server markup: the field to render.', default: 'quantity, 1, Quantity' },
    ],
    exampleHtml: `<shop-quantity><div class="quantity">
	<label class="screen-reader-text" for="demo-qty">Demo quantity</label>
	<input type="number" id="demo-qty" class="input-text qty text" name="quantity" value="1" aria-label="Product quantity" min="1" max="10" step="1" inputmode="numeric" autocomplete="off" />
</div></shop-quantity>`,
  },
  {
    tag: 'shop-store-notice',
    summary:
      'Wraps `p.woocommerce-store-notice`. The dismiss link (click, Enter or Space) hides the notice and sets the `store_notice<id>` cookie to `hidden`, so it stays hidden on later pages.',
    attributes: [
      {
        name: 'notice-id',
        description: 'The notice id (md5 of the text) that names the cookie; defaults to the wrapped notice’s `data-notice-id`.',
        default: 'data-notice-id of the notice',
      },
      { name: 'dismiss-label', description: 'Text of the dismiss button rendered when the markup has no dismiss link.', default: 'Dismiss' },
    ],
    exampleHtml: `<shop-store-notice notice-id="demo-notice"><p role="complementary" aria-label="Example store notice" class="woocommerce-store-notice demo_store" data-notice-id="demo-notice" style="position:static">An example notice. <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p></shop-store-notice>`,
  },
  ...presentationEntries(),
  ...purchaseEntries(),
  ...cartEntries(),
];
