import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { followableUrl, navigate } from '../../core/dom/navigate.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { lightboxItem, type Slide } from './gallery-slides.ts';
import type { LightboxTexts, OpenLightbox } from './lightbox.ts';

export interface Lightbox {
  open: (index: number) => void;
  /** True while glightbox is being fetched for the first opening. */
  loading: boolean;
}

/**
 * The lightbox of a gallery: image links open it on their slide (and say so with `aria-haspopup`); its code
 * and CSS are imported on the first opening. Items are read at opening, so a swapped variation image shows.
 */
export function useLightbox(
  host: HTMLElement,
  wrapper: HTMLElement | null,
  slides: Slide[],
  enabled: boolean,
  texts: LightboxTexts,
  onSlide: (index: number) => void,
): Lightbox {
  const current = useRef<OpenLightbox | null>(null);
  const mounted = useRef(false);
  const [loading, setLoading] = useState(false);
  const latest = useRef({ texts, onSlide });
  latest.current = { texts, onSlide };

  const open = useCallback(
    async (index: number) => {
      if (current.current || !enabled) return;
      setLoading(true);
      try {
        const { openLightbox } = await import('./lightbox.ts').catch((error: unknown) => {
          // Offline or a failed deploy: the image link does what it does without JavaScript.
          console.error('shop-product-gallery: the lightbox could not be loaded', error);
          const href = followableUrl(slides[index]?.link?.href, { sameOrigin: false });
          if (href) navigate(href, 'lightbox-unavailable');
          throw error;
        });
        // Opened meanwhile, or the gallery left the page while glightbox loaded.
        if (current.current || !mounted.current) return;
        current.current = openLightbox(slides.map(lightboxItem), index, latest.current.texts, {
          onChange: (shown) => latest.current.onSlide(shown),
          onClose: (shown) => {
            current.current = null;
            emit(host, 'shop-product-gallery-lightbox-toggled', { open: false, index: shown });
          },
        });
        emit(host, 'shop-product-gallery-lightbox-toggled', { open: true, index });
      } catch {
        // Reported above; the shopper was sent to the image instead.
      } finally {
        setLoading(false);
      }
    },
    [host, slides, enabled],
  );
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      current.current?.close();
    };
  }, []);

  useDomEvent(wrapper, 'click', (event: MouseEvent) => {
    if (!enabled) return;
    const index = slides.findIndex((slide) => slide.link?.contains(event.target as Node));
    if (index < 0) return;
    event.preventDefault();
    void open(index);
  });

  useLayoutEffect(() => {
    if (!enabled) return;
    const links = slides.map((slide) => slide.link).filter((link): link is HTMLAnchorElement => link !== null);
    links.forEach((link) => link.setAttribute('aria-haspopup', 'dialog'));
    return () => links.forEach((link) => link.removeAttribute('aria-haspopup'));
  }, [slides, enabled]);

  return { open: (index) => void open(index), loading };
}
