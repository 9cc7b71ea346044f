import { useCallback, useEffect, useRef, useState } from 'react';
import type Drift from 'drift-zoom';
import { zoomApplies } from './gallery-settings.ts';
import { largeImageWidth, type Slide } from './gallery-slides.ts';

/** How long the zoom failure message stays, and the zoom re-check delay after a resize. */
const ERROR_MS = 2500;
const RECHECK_MS = 100;

const isTouchDevice = (): boolean => typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

export interface Zoom {
  /** True for 2.5 s after a zoom image failed to load. */
  failed: boolean;
  /** Re-decides which images zoom (their large image may have changed: a variation, a resize). */
  recheck: () => void;
}

/**
 * drift-zoom hover zoom for the images whose large version is wider than the gallery, loaded on the first
 * pointer entering such an image (then replayed so the first hover zooms too). On touch devices a tap shows the
 * zoom (`handleTouch`); zoom is never set up on mobile user agents (the settings turn it off).
 */
export function useZoom(gallery: HTMLElement | null, slides: Slide[], enabled: boolean, options: Record<string, unknown>): Zoom {
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const instances = useRef(new Map<HTMLImageElement, Drift>());
  // One debounced re-check serves a resize and the variation form's `woocommerce_gallery_init_zoom`, which come
  // together after every image swap: each re-check re-creates every drift instance.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recheck = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setGeneration((value) => value + 1), RECHECK_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!enabled || !gallery) return;
    window.addEventListener('resize', recheck);
    return () => window.removeEventListener('resize', recheck);
  }, [enabled, gallery, recheck]);

  useEffect(() => {
    if (!enabled || !gallery) return;
    const width = gallery.getBoundingClientRect().width;
    const cleanups = slides
      .filter((slide) => slide.image && zoomApplies(largeImageWidth(slide), width))
      .map((slide) => armSlide(slide, slide.image!, instances.current, options));
    let hideError: ReturnType<typeof setTimeout> | undefined;
    const onError = (event: Event): void => {
      if (!(event.target instanceof HTMLImageElement) || !event.target.closest('.drift-zoom-pane')) return;
      setFailed(true);
      clearTimeout(hideError);
      hideError = setTimeout(() => setFailed(false), ERROR_MS);
    };
    gallery.addEventListener('error', onError, true);
    return () => {
      cleanups.forEach((cleanup) => cleanup());
      gallery.removeEventListener('error', onError, true);
      clearTimeout(hideError);
      setFailed(false);
    };
  }, [enabled, gallery, slides, options, generation]);

  return { failed, recheck };
}

/**
 * WooCommerce's jQuery zoom shows the large image at its own size times `magnify` (1 by default); drift
 * magnifies relative to the image as shown, so the factor is the large width over the shown width.
 */
function zoomFactor(slide: Slide, image: HTMLImageElement, magnify: number): number {
  const shown = image.getBoundingClientRect().width || image.width;
  return shown > 0 ? (largeImageWidth(slide) / shown) * magnify : 2;
}

function armSlide(
  slide: Slide,
  image: HTMLImageElement,
  instances: Map<HTMLImageElement, Drift>,
  options: Record<string, unknown>,
): () => void {
  // `zoom_options` are jQuery zoom's: `magnify` maps onto drift's factor, other keys are passed to drift.
  const { magnify = 1, ...drift } = options;
  let cancelled = false;
  const start = (event: PointerEvent): void => {
    if (instances.has(image)) return;
    void import('drift-zoom').then(
      ({ default: DriftClass }) => {
        if (cancelled || instances.has(image)) return;
        instances.set(
          image,
          new DriftClass(image, {
            paneContainer: slide.wrapper,
            inlinePane: false,
            sourceAttribute: 'data-large_image',
            handleTouch: isTouchDevice(),
            namespace: 'shop-zoom',
            ...drift,
            zoomFactor: zoomFactor(slide, image, Number(magnify) || 1),
            // As WooCommerce's zoom callback: the magnified copy is decoration, hidden from assistive technology.
            onShow: () => {
              const pane = slide.wrapper.querySelector('.drift-zoom-pane');
              pane?.setAttribute('aria-hidden', 'true');
              pane?.querySelector('img')?.setAttribute('alt', '');
            },
          }),
        );
        // drift listens for mouseenter, which already happened while it loaded: replay it where the pointer is.
        if (image.matches(':hover')) {
          const position = { clientX: event.clientX, clientY: event.clientY, bubbles: false };
          image.dispatchEvent(new MouseEvent('mouseenter', position));
          image.dispatchEvent(new MouseEvent('mousemove', { ...position, bubbles: true }));
        }
      },
      (error: unknown) => console.error('shop-product-gallery: hover zoom could not be loaded', error),
    );
  };
  image.addEventListener('pointerenter', start);
  return () => {
    cancelled = true;
    image.removeEventListener('pointerenter', start);
    instances.get(image)?.destroy();
    instances.delete(image);
    slide.wrapper.querySelector('.drift-zoom-pane')?.remove();
  };
}
