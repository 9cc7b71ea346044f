import { useCallback, useRef } from 'react';

/**
 * Counts a button's adds in flight: it shows `loading` (and `aria-busy`) from the first click until the
 * last answer, however many are queued, and never stays loading after one settles with nothing left. The
 * state lives on the button alone: nothing the element renders depends on it, so a click re-renders nothing.
 */
export function usePending(button: HTMLElement) {
  const count = useRef(0);
  const track = useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      const update = (delta: 1 | -1): void => {
        count.current += delta;
        const busy = count.current > 0;
        button.classList.toggle('loading', busy);
        if (busy) button.setAttribute('aria-busy', 'true');
        else button.removeAttribute('aria-busy');
      };
      update(1);
      try {
        return await work();
      } finally {
        update(-1);
      }
    },
    [button],
  );
  return { track };
}
