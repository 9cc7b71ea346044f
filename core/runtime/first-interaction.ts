/**
 * The shopper's first interaction with an element whose code has not arrived is never lost. A pointer, focus,
 * key or touch inside it starts the load at once. A click on one of the controls its tag declares (see
 * `replayedClicks` of the lazy registry) that comes before the element has upgraded is held back and dispatched
 * again on the same target once it has, so the element handles it as if it had been there all along; if the
 * code cannot load, the replay lets the server markup do what it does without JavaScript (the link is followed,
 * the form posted). A repeat on the same control before then is dropped (a double tap adds once), unless the
 * tag counts every click (a stepper's taps); clicks on different controls are each replayed, in order. A control
 * the element's render replaced (a printed stand-in) gets its click on the control put in its place: the first of
 * the same kind matching the same selector in the same parent. A click anywhere else goes to the server markup at
 * once.
 * A control outside the element that names it (an off-canvas panel's opener: see `controlledHostOf`) counts as
 * inside it.
 */

export interface WaitingElements {
  /** The innermost element on the event's path whose implementation has not arrived yet. */
  hostOf(event: Event): Element | undefined;
  /** The waiting element a control outside it names (`aria-controls="id"`, or `data-{tag}="#id"`), if any. */
  controlledHostOf(target: Element): Element | undefined;
  /** The selector of the controls inside the host whose early click is replayed. */
  replayedClicksOf(host: Element): string | undefined;
  /** Whether each early click on the same control is replayed (a stepper), not only the first. */
  countsEveryClick(host: Element): boolean;
  /** Starts (or joins) the host's load; settles once it has upgraded or its code has failed to load. */
  load(host: Element): Promise<void>;
}

const LOAD_TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/** The controls whose first click is held: a repeat on the same control before the code arrives is dropped. */
const holding = new WeakSet<Element>();
let replaying = false;

/** Listens on the document: these events are composed, so elements in open shadow roots are on their path. */
export function listenForFirstInteraction(waiting: WaitingElements): () => void {
  // The waiting element the event is inside, and the one its target names from outside (a toggle inside a
  // waiting menu may name a waiting panel): a named one comes first, as the more specific.
  const hostsOf = (event: Event, target: EventTarget | undefined): Element[] =>
    [target instanceof Element ? waiting.controlledHostOf(target) : undefined, waiting.hostOf(event)].filter(
      (host): host is Element => host !== undefined,
    );
  const onTrigger = (event: Event): void => {
    for (const host of hostsOf(event, event.composedPath()[0])) void waiting.load(host);
  };
  const onClick = (event: MouseEvent): void => {
    if (replaying || opensElsewhere(event)) return;
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    for (const host of hostsOf(event, target)) {
      const selector = waiting.replayedClicksOf(host);
      const control = selector ? target.closest(selector) : null;
      if (selector && control && (host.contains(control) || waiting.controlledHostOf(control) === host))
        return hold(event, target, control, selector, host, waiting);
    }
  };
  for (const type of LOAD_TRIGGERS) document.addEventListener(type, onTrigger, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  return () => {
    for (const type of LOAD_TRIGGERS) document.removeEventListener(type, onTrigger, true);
    document.removeEventListener('click', onClick, true);
  };
}

/** A modified or middle click opens a new tab or window: the browser does that with the server's link. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

function hold(event: MouseEvent, target: Element, control: Element, selector: string, host: Element, waiting: WaitingElements): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const counted = waiting.countsEveryClick(host);
  if (holding.has(control) && !counted) return;
  holding.add(control);
  const place = control.parentElement;
  void waiting.load(host).then(() => {
    holding.delete(control);
    const replayed = target.isConnected ? target : replacementOf(control, place, selector);
    if (!replayed) return;
    replaying = true;
    try {
      replayed.dispatchEvent(new MouseEvent('click', event));
    } finally {
      replaying = false;
    }
  });
}

/** The control the element's render put where a printed one was (its parent kept): same kind, same selector. */
function replacementOf(control: Element, place: Element | null, selector: string): Element | undefined {
  if (!place?.isConnected) return undefined;
  return [...place.children].find((child) => child !== control && child.localName === control.localName && child.matches(selector));
}
