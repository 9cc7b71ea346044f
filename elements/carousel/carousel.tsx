import { useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue } from 'jotai';
import type Glider from 'glider-js';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { warnOnce } from '../../core/runtime/attribute-parsing.ts';
import { emit } from '../../core/events/emit.ts';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { mountGlider, type MountedGlider } from '../../core/slider/glider.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { carouselTexts, type CarouselTextAttributes } from './carousel-texts.ts';
import { CarouselControls } from './carousel-controls.tsx';
import { useCarouselLabels } from './carousel-labels.ts';
import { useTimesInView } from './use-in-view.ts';
import { useRotation } from './use-rotation.ts';

declare global {
  interface ShopEventDetailMap {
    /** Another slide came first in view, by a control or by automatic rotation. */
    'shop-carousel-slid': { index: number; automatic: boolean };
  }
}

export interface CarouselProps extends HostProps, CarouselTextAttributes {
  /** The carousel's accessible name. */
  label?: string;
  autoplay?: boolean;
  /** Milliseconds between automatic slide changes. */
  interval?: number;
  slidesToShow?: number;
}

/** glider's animation duration is per pixel scrolled: half a second across a 1,000 px slide. */
const DURATION_PER_PIXEL = 0.5;

/** Moves `list` by `move`, giving focus back to what had it inside (moving an element blurs it). */
function moveKeepingFocus(list: HTMLElement, move: () => void): void {
  const focused = list.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  move();
  focused?.focus({ preventScroll: true });
}

/** glider's scrolling box around the printed list, which stays the track: a list keeps only its items as children. */
function wrapInViewport(list: HTMLElement): HTMLElement {
  const viewport = document.createElement('div');
  viewport.className = 'shop-carousel__viewport';
  moveKeepingFocus(list, () => {
    list.before(viewport);
    viewport.append(list);
  });
  return viewport;
}

/**
 * A slider over the list the page prints inside the element (each child a slide). glider-js is fetched and
 * started only when the list is 90% of the way into view, and the slider is laid out again each time it comes
 * back into view (a page builder may have resized it while hidden in a tab or an accordion).
 */
export function Carousel({ host, label, autoplay = false, interval = 3000, slidesToShow, ...textAttributes }: CarouselProps) {
  const [list] = useState(() => host.firstElementChild as HTMLElement | null);
  const shown = slidesToShow ?? 1;
  const slides = useMemo(() => (list ? ([...list.children] as HTMLElement[]) : []), [list]);
  const texts = carouselTexts(textAttributes);
  const { reducedMotion } = useAtomValue(settingsAtom, { store });
  const timesInView = useTimesInView(slides.length > 1 ? list : null);
  const [started, setStarted] = useState(false);
  const [slider, setSlider] = useState<{ glider: Glider; viewport: HTMLElement } | null>(null);
  const glider = slider?.glider ?? null;
  const [index, setIndex] = useState(0);
  if (!list || slides.length < 2) warnOnce(host.localName, 'needs a list of at least two slides as its first child; nothing is changed.');
  if (!label) warnOnce(host.localName, 'has no label: give each carousel a label="…" naming what it shows.');

  useEffect(() => {
    if (timesInView > 0) setStarted(true);
  }, [timesInView]);

  useEffect(() => {
    if (!started || !list || slides.length < 2) return;
    let cancelled = false;
    let mounted: MountedGlider | undefined;
    const viewport = wrapInViewport(list);
    const options = { slidesToShow: shown, slidesToScroll: 1, draggable: false, rewind: false, scrollLock: true, skipTrack: true };
    const duration = store.get(settingsAtom).reducedMotion ? 0 : DURATION_PER_PIXEL;
    mountGlider(viewport, { ...options, duration }).then(
      (result) => {
        if (cancelled) return result.unmount();
        mounted = result;
        setSlider({ glider: result.glider, viewport });
      },
      (error: unknown) => console.error(`${host.localName}: the slider could not be loaded; the slides stay in a scrolling row`, error),
    );
    return () => {
      cancelled = true;
      mounted?.unmount();
      moveKeepingFocus(list, () => viewport.replaceWith(list));
      setSlider(null);
      setIndex(0);
    };
  }, [host, started, list, slides, shown]);

  // The row's stylesheet sizes the slides by this property, so they keep their width when glider takes over.
  useLayoutEffect(() => {
    if (slidesToShow === undefined) return;
    host.style.setProperty('--shop-carousel-slides', String(slidesToShow));
    return () => {
      host.style.removeProperty('--shop-carousel-slides');
    };
  }, [host, slidesToShow]);

  // Laid out again each time it comes back into view; the first layout is glider's own.
  useEffect(() => {
    if (timesInView > 0) glider?.refresh(true);
  }, [timesInView, glider]);

  const last = Math.max(0, slides.length - shown);
  const goTo = useCallback(
    (target: number, automatic: boolean) => {
      const bounded = Math.max(0, Math.min(last, target));
      if (!glider || bounded === index) return;
      setIndex(bounded);
      glider.scrollItem(bounded);
      emit(host, 'shop-carousel-slid', { index: bounded, automatic });
    },
    [host, glider, index, last],
  );
  const advance = useCallback(() => goTo(index >= last ? 0 : index + 1, true), [goTo, index, last]);
  const rotation = useRotation(host, autoplay && glider !== null, autoplay, reducedMotion, interval, index, advance);

  useCarouselLabels(host, list, slides, label, glider ? { index, shown, playing: rotation.playing } : null, texts);
  const controls = useMountPoint(slider?.viewport ?? null, 'beforebegin', 'shop-carousel__controls');

  // The live region's owner must exist before the controls refer to it.
  useLayoutEffect(() => {
    if (list) ensureId(list, 'shop-carousel');
  }, [list]);

  return controls && list
    ? createPortal(
        <CarouselControls
          listId={list.id}
          texts={texts}
          rotation={autoplay ? rotation : null}
          atStart={index === 0}
          atEnd={index === last}
          onGo={(step) => goTo(index + step, false)}
        />,
        controls,
      )
    : null;
}
