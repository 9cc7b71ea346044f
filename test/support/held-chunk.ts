/**
 * A group chunk that arrives when the test says so, as over a slow network: `load` is the registry's loader
 * (counted), `arrive()` lets the import through.
 */
export function heldChunk(importChunk: () => Promise<unknown>) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const chunk = {
    loads: 0,
    arrive,
    load: (): Promise<unknown> => {
      chunk.loads++;
      return arrived.then(importChunk);
    },
  };
  return chunk;
}

/**
 * Records the link clicks and form submits no element took over (either would leave the test page) and keeps the
 * page; call the returned function to stop.
 */
export function recordUnhandled(): { unhandled: string[]; stop: () => void } {
  const unhandled: string[] = [];
  const keepPage = (event: Event): void => {
    const target = event.target as Element;
    if (event.type === 'click' && !target.closest('a[href]')) return;
    if (!event.defaultPrevented) unhandled.push(`${event.type} ${target.localName}`);
    event.preventDefault();
  };
  window.addEventListener('click', keepPage);
  window.addEventListener('submit', keepPage);
  return {
    unhandled,
    stop: () => {
      window.removeEventListener('click', keepPage);
      window.removeEventListener('submit', keepPage);
    },
  };
}
