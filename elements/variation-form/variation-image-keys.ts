import type { VariationImage } from '../../core/state/product-atoms.ts';
import type { Variation } from './variation-types.ts';

/** Image keys of older WooCommerce versions and of extensions that still build variations their way. */
interface OlderImageKeys {
  thumb_src?: string;
  image_src?: string;
  image_link?: string;
}

/**
 * The variation with its image under the current keys: `thumb_src` is the gallery thumbnail, `image_src` the
 * image and `image_link` its full size, read in `image` or (WooCommerce 2.x's flat shape) on the variation
 * itself. The current keys win; a variation without any of the older ones is returned as it is.
 */
export function withCurrentImageKeys(variation: Variation): Variation {
  const flat = variation as Variation & OlderImageKeys;
  const image = (variation.image ?? {}) as Partial<VariationImage> & OlderImageKeys;
  const src = image.src || image.image_src || flat.image_src;
  const fullSrc = image.full_src || image.image_link || flat.image_link;
  const thumbnail = image.gallery_thumbnail_src || image.thumb_src;
  if (!src || (src === image.src && fullSrc === image.full_src && thumbnail === image.gallery_thumbnail_src)) return variation;
  return { ...variation, image: { ...image, src, full_src: fullSrc, gallery_thumbnail_src: thumbnail } };
}
