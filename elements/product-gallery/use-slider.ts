import { useCallback, useEffect, useRef, useState } from 'react';
import type Glider from 'glider-js';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import type { Slide } from './gallery-controls.ts';

const GLIDER_SLIDE_CLASSES = /^(glider-slide|active|visible|center|left-\d+|right-\d+)$/;

export interface Slider {
  /** Whether glider is running (it loads asynchronously). */
  ready: boolean;
  /** glider could not be loaded: the images stay stacked. */
  failed: boolean;
  /** The slide shown; always 0 without a running slider. */
  index: number;
  goTo: (index: number) => void;
}

/**
 * glider-js over WooCommerce's gallery wrapper, loaded only when the slider is enabled. glider animates by a
 * duration per pixel, so flexslider's `animationSpeed` (ms per slide) is divided by the slide width. glider's own
 * `destroy()` replaces the wrapper with a clone, which would orphan every reference the page holds (the
 * variation form's, this element's), so teardown unwraps the track in place instead.
 */
export function useSlider(wrapper: HTMLElement | null, slides: Slide[], enabled: boolean, animationSpeed: number): Slider {
  const glider = useRef<Glider | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  // Where the gallery should be: a variation chosen before glider has loaded (or while it was off) shows once it runs.
  const requested = useRef(0);

  useEffect(() => {
    if (!enabled || !wrapper || slides.length < 2) return;
    let cancelled = false;
    const originalStyles = slides.map((slide) => slide.wrapper.getAttribute('style'));
    // glider ends a superseded animation by jumping to its old target and reporting it as done; only the
    // animation of the latest scroll (a button, a thumbnail or the snap after a swipe) may set the index.
    let target = 0;
    const started = (event: Event): void => {
      target = (event as CustomEvent<{ slide: number }>).detail.slide;
    };
    const sync = (event: Event): void => {
      const { value } = (event as CustomEvent<{ value: number | string }>).detail;
      if (typeof value !== 'number' || value === target) setIndex(target);
    };
    const direction = wrapper.getAttribute('dir');
    void import('glider-js').then(
      ({ default: GliderClass }) => {
        if (cancelled) return;
        // glider measures with a left-to-right scrollLeft; on a right-to-left page the track keeps ltr scrolling.
        wrapper.setAttribute('dir', 'ltr');
        glider.current = new GliderClass(wrapper, {
          slidesToShow: 1,
          slidesToScroll: 1,
          draggable: false,
          rewind: false,
          scrollLock: true,
          duration: store.get(settingsAtom).reducedMotion ? 0 : animationSpeed / Math.max(1, wrapper.clientWidth),
        });
        wrapper.addEventListener('glider-scroll-item', started);
        wrapper.addEventListener('glider-animated', sync);
        if (requested.current > 0) {
          setIndex(requested.current);
          glider.current.scrollItem(requested.current);
        }
        setReady(true);
      },
      (error: unknown) => {
        console.error('shop-product-gallery: the slider could not be loaded; the images stay stacked', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      wrapper.removeEventListener('glider-scroll-item', started);
      wrapper.removeEventListener('glider-animated', sync);
      const instance = glider.current;
      glider.current = null;
      setReady(false);
      setFailed(false);
      setIndex(0);
      if (!instance) return;
      // glider hands back the instance it stored on the element; a later slider on this wrapper needs a new one.
      delete (wrapper as { _glider?: unknown })._glider;
      if (direction === null) wrapper.removeAttribute('dir');
      else wrapper.setAttribute('dir', direction);
      instance.event(window, 'remove', { resize: instance.resize });
      instance.track.replaceWith(...instance.track.childNodes);
      wrapper.classList.remove('glider', 'draggable', 'drag');
      wrapper.scrollLeft = 0;
      slides.forEach(({ wrapper: slide }, i) => {
        [...slide.classList].filter((name) => GLIDER_SLIDE_CLASSES.test(name)).forEach((name) => slide.classList.remove(name));
        slide.removeAttribute('data-gslide');
        const style = originalStyles[i];
        if (style === null || style === undefined) slide.removeAttribute('style');
        else slide.setAttribute('style', style);
      });
    };
  }, [wrapper, slides, enabled, animationSpeed]);

  const goTo = useCallback(
    (target: number) => {
      const bounded = Math.max(0, Math.min(slides.length - 1, target));
      requested.current = bounded;
      // Without a running slider nothing moves: the images stay stacked and the index stays at the first.
      if (!glider.current) return;
      setIndex(bounded);
      glider.current.scrollItem(bounded);
    },
    [slides.length],
  );

  return { ready, failed, index, goTo };
}
