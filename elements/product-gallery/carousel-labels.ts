import { useLayoutEffect } from 'react';
import type { Slide } from './gallery-slides.ts';

const LABELS = ['role', 'aria-roledescription', 'aria-label'];

/**
 * APG carousel semantics on the server markup while the slider runs: a named carousel region, slides labelled
 * "n of N", and off-screen slides `inert`, so Tab never lands on a hidden image.
 */
export function useCarouselLabels(gallery: HTMLElement, slides: Slide[], active: boolean, index: number, label: string): void {
  useLayoutEffect(() => {
    if (!active) return;
    gallery.setAttribute('role', 'region');
    gallery.setAttribute('aria-roledescription', 'carousel');
    gallery.setAttribute('aria-label', label);
    slides.forEach((slide, position) => {
      slide.wrapper.setAttribute('role', 'group');
      slide.wrapper.setAttribute('aria-roledescription', 'slide');
      slide.wrapper.setAttribute('aria-label', `${position + 1} of ${slides.length}`);
      slide.wrapper.inert = position !== index;
    });
    return () => {
      LABELS.forEach((name) => gallery.removeAttribute(name));
      slides.forEach((slide) => {
        LABELS.forEach((name) => slide.wrapper.removeAttribute(name));
        slide.wrapper.inert = false;
      });
    };
  }, [gallery, slides, active, index, label]);
}
