import { useLayoutEffect } from 'react';
import type { Slide } from './gallery-controls.ts';
import { numbered, type GalleryTexts } from './gallery-texts.ts';

const LABELS = ['role', 'aria-roledescription', 'aria-label'];

/**
 * APG carousel semantics on the server markup while the slider runs: a named carousel region, slides labelled
 * "n of N", and off-screen slides `inert`, so Tab never lands on a hidden image.
 */
export function useCarouselLabels(
  gallery: HTMLElement,
  slides: Slide[],
  active: boolean,
  index: number,
  texts: GalleryTexts['carousel'],
): void {
  useLayoutEffect(() => {
    if (!active) return;
    gallery.setAttribute('role', 'region');
    gallery.setAttribute('aria-roledescription', texts.roleDescription);
    gallery.setAttribute('aria-label', texts.label);
    slides.forEach((slide, position) => {
      slide.wrapper.setAttribute('role', 'group');
      slide.wrapper.setAttribute('aria-roledescription', texts.slideRoleDescription);
      slide.wrapper.setAttribute('aria-label', numbered(texts.slideLabel, position + 1, slides.length));
      slide.wrapper.inert = position !== index;
    });
    return () => {
      LABELS.forEach((name) => gallery.removeAttribute(name));
      slides.forEach((slide) => {
        LABELS.forEach((name) => slide.wrapper.removeAttribute(name));
        slide.wrapper.inert = false;
      });
    };
  }, [gallery, slides, active, index, texts.label, texts.roleDescription, texts.slideRoleDescription, texts.slideLabel]);
}
