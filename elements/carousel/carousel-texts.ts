import { singleProductParams } from '../../core/config/params.ts';

export interface CarouselTexts {
  roleDescription: string;
  slideRoleDescription: string;
  /** Has `{n}` and `{total}`. */
  slideLabel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

export interface CarouselTextAttributes {
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
}

/**
 * The carousel's texts: the element's attribute, else (for what it shares with the product gallery) the key a
 * theme's translation puts in `wc_single_product_params`, else the English default.
 */
export function carouselTexts(attributes: CarouselTextAttributes): CarouselTexts {
  // Printed on product pages only, while a carousel sits on any page: its absence elsewhere is no warning.
  const params = singleProductParams({ optional: true });
  return {
    roleDescription: params.i18n_gallery_role_description,
    slideRoleDescription: params.i18n_gallery_slide_role_description,
    slideLabel: params.i18n_gallery_slide_label,
    previous: attributes.previousLabel ?? 'Previous slide',
    next: attributes.nextLabel ?? 'Next slide',
    pause: attributes.pauseLabel ?? 'Pause slides',
    play: attributes.playLabel ?? 'Play slides',
  };
}

/** `template` with `{n}` and `{total}` filled in. */
export const numbered = (template: string, n: number, total: number): string =>
  template.replaceAll('{n}', String(n)).replaceAll('{total}', String(total));
