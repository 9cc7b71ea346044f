import { useCallback, useEffect, useRef, useState } from 'react';
import type Drift from 'drift-zoom';
import type * as HoverZoom from './hover-zoom.ts';
import { zoomApplies } from './gallery-settings.ts';
import type { Slide } from './gallery-controls.ts';
import { largeImageWidth } from './gallery-slides.ts';

/** How long the zoom failure message stays, and the zoom re-check delay after a resize. */
const ERROR_MS = 2500;
const RECHECK_MS = 100;

export interface Zoom {
  /** True for 2.5 s after a zoom image failed to load. */
  failed: boolean;
  /** Re-decides which images zoom (their large image may have changed: a variation, a resize). */
  recheck: () => void;
}

/**
 * drift-zoom hover zoom for the images whose large version is wider than the gallery, loaded on the first
 * mouse or pen entering such an image (then replayed so the first hover zooms too) or the first tap on it. A
 * tap shows the zoom where the finger was, and the next tap puts it away; zoom is never set up on mobile user
 * agents (the settings turn it off).
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

function armSlide(
  slide: Slide,
  image: HTMLImageElement,
  instances: Map<HTMLImageElement, Drift>,
  options: Record<string, unknown>,
): () => void {
  let cancelled = false;
  let fingerPress = false;
  // drift and the code that sets it up are one chunk, fetched when the image is first hovered or tapped.
  const withZoom = (use: (module: typeof HoverZoom) => void, onFailure?: () => void): void => {
    void import('./hover-zoom.ts').then(
      (module) => {
        if (cancelled) return;
        if (!instances.has(image)) {
          const target = { image, pane: slide.wrapper, largeWidth: largeImageWidth(slide) };
          instances.set(image, module.startHoverZoom(target, options));
        }
        use(module);
      },
      (error: unknown) => {
        console.error('shop-product-gallery: hover zoom could not be loaded', error);
        onFailure?.();
      },
    );
  };
  const enter = (event: PointerEvent): void => {
    if (event.pointerType === 'touch' || instances.has(image)) return;
    // drift listens for mouseenter, which already happened while it loaded: replay it where the pointer is.
    withZoom(({ showZoomAt }) => {
      if (image.matches(':hover')) showZoomAt(image, event);
    });
  };
  const press = (event: PointerEvent): void => {
    fingerPress = event.pointerType === 'touch';
  };
  // With no hover to show it, a tap zooms (WooCommerce's zoom goes `on: 'click'` on touch screens) rather than
  // opening the lightbox or the image link; the magnifier trigger still opens the lightbox.
  const tap = (event: MouseEvent): void => {
    if (!fingerPress) return;
    fingerPress = false;
    event.preventDefault();
    const point = { clientX: event.clientX, clientY: event.clientY };
    withZoom(
      ({ showZoomAt, zoomShown }) => {
        if (!zoomShown(slide.wrapper)) showZoomAt(image, point);
      },
      // Without its zoom the tap does what a click does.
      () => slide.link?.click(),
    );
  };
  image.addEventListener('pointerenter', enter);
  image.addEventListener('pointerdown', press);
  image.addEventListener('click', tap);
  return () => {
    cancelled = true;
    image.removeEventListener('pointerenter', enter);
    image.removeEventListener('pointerdown', press);
    image.removeEventListener('click', tap);
    instances.get(image)?.destroy();
    instances.delete(image);
    slide.wrapper.querySelector('.drift-zoom-pane')?.remove();
  };
}
