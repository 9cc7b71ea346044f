import { useLayoutEffect } from 'react';
import { numbered, type CarouselTexts } from './carousel-texts.ts';

const LABELS = ['role', 'aria-roledescription', 'aria-label'];

/** Where the running slider is: its first slide in view, how many show, whether it rotates by itself. */
export interface SliderView {
  index: number;
  shown: number;
  playing: boolean;
}

/**
 * APG carousel semantics on the server markup: a named carousel region and slides labelled "n of N" from the
 * upgrade on; while the slider runs, slides out of view are `inert` (Tab never lands on a hidden link), and the
 * list is a polite live region except while it rotates by itself (a change every few seconds would be noise).
 */
export function useCarouselLabels(
  host: HTMLElement,
  list: HTMLElement | null,
  slides: HTMLElement[],
  label: string | undefined,
  view: SliderView | null,
  texts: CarouselTexts,
): void {
  const { roleDescription, slideRoleDescription, slideLabel } = texts;
  useLayoutEffect(() => {
    if (slides.length < 2) return;
    host.setAttribute('role', 'region');
    host.setAttribute('aria-roledescription', roleDescription);
    if (label) host.setAttribute('aria-label', label);
    slides.forEach((slide, position) => {
      // A list item keeps its role (a list may hold nothing else); any other slide is a group.
      if (slide.localName !== 'li') slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', slideRoleDescription);
      slide.setAttribute('aria-label', numbered(slideLabel, position + 1, slides.length));
    });
    return () => {
      LABELS.forEach((name) => host.removeAttribute(name));
      slides.forEach((slide) => LABELS.forEach((name) => slide.removeAttribute(name)));
    };
  }, [host, slides, label, roleDescription, slideRoleDescription, slideLabel]);

  const index = view?.index ?? 0;
  const shown = view?.shown ?? slides.length;
  const running = view !== null;
  const playing = view?.playing ?? false;
  useLayoutEffect(() => {
    if (!running || !list) return;
    list.setAttribute('aria-live', playing ? 'off' : 'polite');
    slides.forEach((slide, position) => (slide.inert = position < index || position >= index + shown));
    return () => {
      list.removeAttribute('aria-live');
      slides.forEach((slide) => (slide.inert = false));
    };
  }, [list, slides, running, playing, index, shown]);
}
