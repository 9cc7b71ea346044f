// What the form changes once a variation is chosen, in a chunk of its own: a product page fetches it on the
// shopper's first intent, not before (load-display.ts).
import '../../core/shared-later-chunk.ts';
import type { GalleryRefresh } from './gallery-refresh.ts';
import { ProductMeta } from './product-meta.ts';
import { VariationImage } from './variation-image.ts';
import { VariationPanel } from './variation-panel.ts';
import { applyQuantityLimits } from './variation-quantity.ts';
import type { Variation } from './variation-types.ts';
import { switchWishlistProduct } from './wishlist-id.ts';

/** The panel, gallery image, sku, weight, dimensions, quantity limits and wishlist id of one form's product. */
export class VariationDisplay {
  /** The product around the form, where its wishlist button lives. */
  private readonly container: Element | null;
  private readonly meta: ProductMeta;
  private readonly image: VariationImage;
  private readonly panel: VariationPanel;

  constructor(
    private readonly form: HTMLFormElement,
    panel: HTMLElement | null,
    refresh: GalleryRefresh,
    private readonly productId: number | undefined,
    unavailableText: () => string,
  ) {
    const product = form.closest('.product');
    this.container = product ?? form.parentElement;
    this.meta = new ProductMeta(product);
    this.image = new VariationImage(form, product, refresh);
    this.panel = new VariationPanel(panel, unavailableText);
  }

  /** Step 7's display, before the form's `variation_id` is set. */
  show(variation: Variation): void {
    this.meta.show(variation);
    this.image.update(variation);
    this.panel.show(variation);
  }

  /** Step 7's limits, once the form's `variation_id` is set. */
  fit(variation: Variation): void {
    applyQuantityLimits(this.form, variation);
    switchWishlistProduct(this.container, this.productId, variation.variation_id);
  }

  /** Step 9 (`reset_data`): the server's sku, image and wishlist id back, the panel slid away. */
  reset(): void {
    this.meta.reset();
    this.image.update(null);
    this.panel.hide();
    switchWishlistProduct(this.container, this.productId, null);
  }
}
