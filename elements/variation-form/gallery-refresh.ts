import { triggerLegacy } from '../../core/events/legacy-bridge.ts';
import type { Variation } from './variation-types.ts';

/** How long WooCommerce waits before asking the gallery to re-measure (docs/woocommerce-protocol.md#the-variation-form). */
const GALLERY_REFRESH_DELAY = 20;

/**
 * What WooCommerce does 20 ms after the variation image changed or was reset: lets the gallery re-measure, and go
 * back to its first slide when the image is another. Outside the display's chunk, since a reset asks for it too
 * before that chunk has arrived (the initial check resets, as WooCommerce's does).
 */
export class GalleryRefresh {
  /** The product's `.images`, where the gallery listens. */
  readonly gallery: HTMLElement | null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly form: HTMLFormElement,
    product: Element | null,
  ) {
    this.gallery = product?.querySelector<HTMLElement>('.images') ?? null;
  }

  /** `resetSlide` false: the image went to a slide of its own, so the slide position is the gallery's. */
  schedule(variation: Variation | null, resetSlide = true): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      window.dispatchEvent(new Event('resize'));
      if (resetSlide) {
        const imageId = variation?.image_id ? String(variation.image_id) : '';
        if (this.form.getAttribute('current-image') !== imageId && this.gallery) {
          triggerLegacy('woocommerce_gallery_reset_slide_position', [], this.gallery);
        }
        this.form.setAttribute('current-image', imageId);
      }
      if (this.gallery) triggerLegacy('woocommerce_gallery_init_zoom', [], this.gallery);
    }, GALLERY_REFRESH_DELAY);
  }

  cancel(): void {
    clearTimeout(this.timer);
  }
}
