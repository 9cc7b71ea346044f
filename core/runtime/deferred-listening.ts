import { createRoot, type Root } from 'react-dom/client';
import { reactMarksOf, type ReactMarks } from './framework-internals.ts';

/**
 * React adds its event listeners, about 150, to every portal's container as the portal mounts: for each element
 * of a page that was the largest part of its upgrade (appending a listing page of 60 elements, 15 of its 40 ms of
 * script), while most elements are never touched. Here a host gets React's listeners when the first event inside
 * it begins instead: one capture listener per type on the window sees every event of the document before it
 * reaches any element below, in time for React's own to be added to the host on its way.
 *
 * React's marks (framework-internals.ts) are learned from the shared root's container as it is created: the
 * listening mark is set on a host first so that React skips it, the container mark is taken off a host again (it
 * is a portal's container only). Where they are not found (the lean build's Preact listens per element anyway, a
 * future React may differ), every host listens at mount as before.
 */
let marks: ReactMarks | undefined;
const waiting = new WeakSet<EventTarget>();

type Marked = Record<string, unknown>;

/** `createRoot(container)`, learning on the way which marks React sets and which event types it listens to. */
export function createRootWithDeferredListening(container: HTMLElement): Root {
  const types = new Set<string>();
  const listen = container.addEventListener;
  container.addEventListener = function (
    this: HTMLElement,
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) {
    types.add(type);
    listen.call(this, type, listener, options);
  };
  const root = createRoot(container);
  delete (container as Partial<HTMLElement>).addEventListener;
  const found = reactMarksOf(container);
  if (found && types.size > 0) {
    marks = found;
    for (const type of types) addEventListener(type, listenOnPath, { capture: true, passive: true });
  }
  return root;
}

/**
 * Called before a portal into `node` mounts (an element's host, a mount point beside server markup): React will
 * not listen on it until an event comes its way. Nodes in shadow roots listen at once: an event that does not
 * cross its shadow root never reaches the window.
 */
export function deferListening(node: HTMLElement): void {
  if (!marks || (node as unknown as Marked)[marks.listening] || node.getRootNode() !== document) return;
  (node as unknown as Marked)[marks.listening] = true;
  waiting.add(node);
}

function listenOnPath(event: Event): void {
  for (const node of event.composedPath()) {
    if (!waiting.has(node)) continue;
    waiting.delete(node);
    startListening(node as unknown as Marked, marks!);
  }
}

/**
 * React's only public way to make it listen on a node is to create a root there; the root is never rendered and
 * its mark is taken off again, so the host stays what it was, a portal's container.
 */
function startListening(host: Marked, { listening, container }: ReactMarks): void {
  delete host[listening];
  createRoot(host as unknown as HTMLElement);
  delete host[container];
}
