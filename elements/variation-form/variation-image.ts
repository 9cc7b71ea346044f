import { triggerLegacy } from '../../core/events/legacy-bridge.ts';
import type { GalleryRefresh } from './gallery-refresh.ts';
import type { Variation } from './variation-types.ts';

/** `wc_set_variation_attr`: the first change keeps the original in `data-o_<attr>`; false removes the attribute. */
function setAttr(element: Element | null, attribute: string, value: string | number | false | undefined): void {
  if (!element) return;
  const original = `data-o_${attribute}`;
  if (!element.hasAttribute(original)) element.setAttribute(original, element.getAttribute(attribute) ?? '');
  if (value === false) element.removeAttribute(attribute);
  else if (element.getAttribute(attribute) !== String(value ?? '')) element.setAttribute(attribute, String(value ?? ''));
}

function resetAttr(element: Element | null, attribute: string): void {
  const original = element?.getAttribute(`data-o_${attribute}`);
  if (element && original !== null && original !== undefined && element.getAttribute(attribute) !== original) {
    element.setAttribute(attribute, original);
  }
}

const MAIN_IMAGE: Array<[string, keyof NonNullable<Variation['image']>]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

/**
 * `$.fn.wc_variations_image_update` on WooCommerce's standard gallery markup (docs/woocommerce-protocol.md#image-swap): the
 * first gallery image shows the variation's image, originals are kept in `data-o_*` and restored on reset.
 */
export class VariationImage {
  private readonly gallery: HTMLElement | null;
  private readonly wrapper: HTMLElement | null;
  private readonly image: HTMLImageElement | null;
  private readonly link: HTMLAnchorElement | null;

  constructor(
    private readonly form: HTMLFormElement,
    product: Element | null,
    private readonly refresh: GalleryRefresh,
  ) {
    this.gallery = refresh.gallery;
    this.wrapper =
      product?.querySelector<HTMLElement>('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
    this.image = this.wrapper?.querySelector<HTMLImageElement>('.wp-post-image') ?? null;
    this.link = this.wrapper?.querySelector<HTMLAnchorElement>('a') ?? null;
  }

  private get navImage(): HTMLImageElement | null {
    return this.gallery?.querySelector<HTMLImageElement>('.flex-control-nav li:first-child img') ?? null;
  }

  update(variation: Variation | null): void {
    const image = variation?.image;
    if (!variation || !image?.src || image.src.length <= 1) {
      this.reset();
      this.refresh.schedule(variation);
      return;
    }
    const thumbnail = image.gallery_thumbnail_src;
    const thumbnails = [...(this.gallery?.querySelectorAll<HTMLImageElement>('.flex-control-nav img') ?? [])];
    if (thumbnail && thumbnails.some((img) => img.getAttribute('data-o_src') === thumbnail)) this.reset();
    const existing = thumbnail ? thumbnails.find((img) => img.getAttribute('src') === thumbnail) : undefined;
    if (existing) {
      // The image is already a slide of the flexslider gallery: go to it instead of rewriting the first one.
      triggerLegacy('flexslider-click', [], existing);
      this.form.setAttribute('current-image', String(variation.image_id ?? ''));
      this.refresh.schedule(null, false);
      return;
    }
    for (const [attribute, key] of MAIN_IMAGE) setAttr(this.image, attribute, image[key] as string | number | false | undefined);
    setAttr(this.wrapper, 'data-thumb', image.src);
    setAttr(this.navImage, 'src', thumbnail);
    setAttr(this.link, 'href', image.full_src);
    this.refresh.schedule(variation);
  }

  /** `wc_variations_image_reset`: every `data-o_*` value back. */
  reset(): void {
    for (const [attribute] of MAIN_IMAGE) resetAttr(this.image, attribute);
    resetAttr(this.wrapper, 'data-thumb');
    resetAttr(this.navImage, 'src');
    resetAttr(this.link, 'href');
  }
}
