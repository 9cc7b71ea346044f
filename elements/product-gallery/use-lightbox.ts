import { useLayoutEffect, useRef } from 'react';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useLightboxOpener } from '../../core/lightbox/use-lightbox.ts';
import type { LightboxTexts } from '../../core/lightbox/lightbox.ts';
import type { Slide } from './gallery-controls.ts';
import { lightboxItem } from './gallery-slides.ts';

export interface Lightbox {
  open: (index: number) => void;
  /** True while glightbox is being fetched for the first opening. */
  loading: boolean;
}

/**
 * The lightbox of a gallery: image links open it on their slide (and say so with `aria-haspopup`). Items are
 * read at opening, so a swapped variation image shows.
 */
export function useLightbox(
  host: HTMLElement,
  wrapper: HTMLElement | null,
  slides: Slide[],
  enabled: boolean,
  texts: LightboxTexts,
  onSlide: (index: number) => void,
): Lightbox {
  const opener = useLightboxOpener('shop-product-gallery', host);
  const latest = useRef({ texts, onSlide });
  latest.current = { texts, onSlide };

  const open = (index: number): void => {
    if (!enabled) return;
    opener.open({
      items: slides.map(lightboxItem),
      index,
      texts: latest.current.texts,
      fallbackUrl: slides[index]?.link?.href,
      onChange: (shown) => latest.current.onSlide(shown),
      onToggle: (isOpen, shown) => emit(host, 'shop-product-gallery-lightbox-toggled', { open: isOpen, index: shown }),
    });
  };

  useDomEvent(wrapper, 'click', (event: MouseEvent) => {
    // A tap that zoomed the image was prevented: it opens nothing.
    if (!enabled || event.defaultPrevented) return;
    const index = slides.findIndex((slide) => slide.link?.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    open(index);
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    const links = slides.map((slide) => slide.link).filter((link): link is HTMLAnchorElement => link !== null);
    links.forEach((link) => link.setAttribute('aria-haspopup', 'dialog'));
    return () => links.forEach((link) => link.removeAttribute('aria-haspopup'));
  }, [slides, enabled]);

  return { open, loading: opener.loading };
}
