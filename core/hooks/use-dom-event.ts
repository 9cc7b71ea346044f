import { useEffect, useRef } from 'react';

/** Listens to a DOM event on server markup the component does not render, with the latest handler. */
export function useDomEvent<K extends keyof HTMLElementEventMap>(
  target: EventTarget | null | undefined,
  type: K,
  handler: (event: HTMLElementEventMap[K]) => void,
  options?: AddEventListenerOptions,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  const capture = options?.capture ?? false;
  useEffect(() => {
    if (!target) return;
    const listener = (event: Event): void => latest.current(event as HTMLElementEventMap[K]);
    target.addEventListener(type, listener, { capture });
    return () => target.removeEventListener(type, listener, { capture });
  }, [target, type, capture]);
}
