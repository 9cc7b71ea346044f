import { useCallback, useRef, useState } from 'react';

/**
 * Counts a button's adds in flight: it shows `loading` (and `aria-busy`) from the first click until the
 * last answer, however many are queued, and never stays loading after one settles with nothing left.
 */
export function usePending(button: HTMLElement) {
  const count = useRef(0);
  const [pending, setPending] = useState(false);
  const update = useCallback(
    (delta: 1 | -1) => {
      count.current += delta;
      const busy = count.current > 0;
      button.classList.toggle('loading', busy);
      if (busy) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
      setPending(busy);
    },
    [button],
  );
  const track = useCallback(
    async <T>(work: () => Promise<T>): Promise<T> => {
      update(1);
      try {
        return await work();
      } finally {
        update(-1);
      }
    },
    [update],
  );
  return { pending, track };
}
