import { useEffect, useState } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';

/** The class of the pause control, the one element focus may enter without stopping rotation. */
export const ROTATION_CONTROL = 'shop-carousel__rotation';

export interface Rotation {
  /** Whether the slides are advancing by themselves right now. */
  playing: boolean;
  /** The shopper's choice through the pause control: stopped until they play it again. */
  stopped: boolean;
  toggle: () => void;
}

/**
 * Automatic rotation: the next slide every `interval` ms (counted again after any change of slide), held while
 * the pointer is over the carousel, stopped when focus moves into it, and stopped from the start with reduced
 * motion or when `autoplay` is off. The pause control stops it, or starts it again, whichever applies.
 */
export function useRotation(
  host: HTMLElement,
  enabled: boolean,
  autoplay: boolean,
  reducedMotion: boolean,
  interval: number,
  index: number,
  advance: () => void,
): Rotation {
  const [stopped, setStopped] = useState(!autoplay || reducedMotion);
  const [hovered, setHovered] = useState(false);
  useEffect(() => setStopped(!autoplay || reducedMotion), [autoplay, reducedMotion]);
  useDomEvent(host, 'pointerenter', () => setHovered(true));
  useDomEvent(host, 'pointerleave', () => setHovered(false));
  // Focus stops rotation until the shopper asks for it again (a focused slide must not slip away from them);
  // focus on the pause control itself leaves the choice to that control.
  useDomEvent(host, 'focusin', (event) => {
    if (!(event.target as Element).closest(`.${ROTATION_CONTROL}`)) setStopped(true);
  });

  const playing = enabled && !stopped && !hovered;
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(advance, interval);
    return () => clearTimeout(timer);
  }, [playing, interval, index, advance]);

  return { playing, stopped, toggle: () => setStopped((value) => !value) };
}
