/** addEventListener that hands back its own removal, for code outside React that collects cleanups. */
export function listen<E extends Event = Event>(
  target: EventTarget,
  type: string,
  handler: (event: E) => void,
  capture = false,
): () => void {
  const listener = (event: Event): void => handler(event as E);
  target.addEventListener(type, listener, capture);
  return () => target.removeEventListener(type, listener, capture);
}
