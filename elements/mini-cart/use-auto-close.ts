import { useCallback, useEffect, useRef } from 'react';

/**
 * Closes a dropdown opened by an add after `ms`, unless the shopper reaches into it first: a pointer over it
 * or focus inside cancels the timer, so nobody loses the cart they are reading (WCAG 2.2.1).
 */
export function useAutoClose(area: HTMLElement, close: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const closeAfter = useCallback(
    (ms: number) => {
      cancel();
      timer.current = setTimeout(close, ms);
    },
    [cancel, close],
  );
  useEffect(() => {
    area.addEventListener('pointerenter', cancel);
    area.addEventListener('focusin', cancel);
    return () => {
      cancel();
      area.removeEventListener('pointerenter', cancel);
      area.removeEventListener('focusin', cancel);
    };
  }, [area, cancel]);
  return { closeAfter, cancel };
}
