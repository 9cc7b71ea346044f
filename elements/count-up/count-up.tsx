import { useLayoutEffect, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useFirstSeen } from '../../core/hooks/use-first-seen.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { readNumber, writeLike, type WrittenNumber } from './count-up-number.ts';

declare global {
  interface ShopEventDetailMap {
    /** The count reached the final number. */
    'shop-count-up-counted': { value: number };
  }
}

export interface CountUpProps extends HostProps {
  /** Milliseconds from 0 to the final number. */
  duration?: number;
}

/** The visual copy drawn over the real text, which stays in place (transparent) for layout and assistive technology. */
interface Counter {
  number: WrittenNumber;
  running: HTMLElement;
}

/**
 * Counts from 0 up to the number printed in the element, once, when it is scrolled into view. The printed text
 * is never changed: assistive technology and copy-paste get the final number throughout, and its box keeps the
 * final width, so nothing around it moves.
 */
export function CountUp({ host, duration = 4000 }: CountUpProps) {
  const [counter, setCounter] = useState<Counter | null>(null);
  const [counted, setCounted] = useState(false);
  const seen = useFirstSeen(counter ? host : null);

  useLayoutEffect(() => {
    const number = readNumber(host.textContent ?? '');
    if (counted || !number || duration <= 0 || store.get(settingsAtom).reducedMotion) return;
    const final = document.createElement('span');
    final.className = 'shop-count-up__final';
    final.append(...host.childNodes);
    const running = document.createElement('span');
    running.className = 'shop-count-up__running';
    running.setAttribute('aria-hidden', 'true');
    running.textContent = writeLike(number, 0);
    host.append(final, running);
    setCounter({ number, running });
    return () => {
      setCounter(null);
      running.remove();
      final.replaceWith(...final.childNodes);
    };
  }, [host, duration, counted]);

  useLayoutEffect(() => {
    if (!seen || !counter) return;
    const { number, running } = counter;
    // The animation is the clock: its easing shapes the count, and it can be paused or finished like any other.
    const clock = running.animate([], { duration, easing: 'ease-out', fill: 'forwards' });
    let frame = requestAnimationFrame(function step() {
      running.textContent = writeLike(number, number.value * (clock.effect?.getComputedTiming().progress ?? 1));
      frame = requestAnimationFrame(step);
    });
    clock.finished.then(
      () => {
        setCounted(true);
        emit(host, 'shop-count-up-counted', { value: number.value });
      },
      () => undefined,
    );
    return () => {
      cancelAnimationFrame(frame);
      clock.cancel();
    };
  }, [host, seen, counter, duration]);

  return null;
}
