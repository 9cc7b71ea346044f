/**
 * The shopper's first interaction with an element whose code has not arrived is never lost. A pointer, focus, key
 * or touch inside it, or a change of one of its fields, starts the load at once. A click on one of the controls its
 * tag declares (see `replayedClicks` of the lazy registry) that comes before the element has upgraded is held back
 * and dispatched again on the same target once it has, so the element handles it as if it had been there all along;
 * if the code cannot load, the replay lets the server markup do what it does without JavaScript (the link is
 * followed, the form posted). A repeat on the same control before then is dropped (a double tap adds once), unless
 * the tag counts every click (a stepper's taps); clicks on different controls are each replayed, in order. A
 * control the element's render replaced (a printed stand-in) gets its click on the control put in its place: the
 * first of the same kind matching the same selector in the same parent. A click anywhere else goes to the server
 * markup at once. A mouse press on such a control during which the element renders (its code was cached: it arrives
 * between the button going down and coming up) gets no click from the browser, since the pressed node left the
 * page; it is sent to the control put in its place when the button comes up. A control outside the element that
 * names it (an off-canvas panel's opener: see `controlledHostOf`) counts as inside it.
 */

export interface WaitingElements {
  /**
   * The elements on the event's path whose implementation has not arrived yet that the event starts, innermost
   * first (the innermost, and those around it that wait for the shopper's intent).
   */
  hostsOf(event: Event): Element[];
  /** The waiting element a control outside it names (`aria-controls="id"`, or `data-{tag}="#id"`), if any. */
  controlledHostOf(target: Element): Element | undefined;
  /** The selector of the controls inside the host whose early click is replayed. */
  replayedClicksOf(host: Element): string | undefined;
  /** Whether each early click on the same control is replayed (a stepper), not only the first. */
  countsEveryClick(host: Element): boolean;
  /** Starts (or joins) the host's load; settles once it has upgraded or its code has failed to load. */
  load(host: Element): Promise<void>;
}

// A change counts too: a field set without the shopper's pointer or keys (another script's choice, a swatch plugin's)
// needs the element as much as the shopper's own does.
const LOAD_TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'change'] as const;

/** The controls whose first click is held: a repeat on the same control before the code arrives is dropped. */
const holding = new WeakSet<Element>();
let replaying = false;

/** A replayed control of a waiting element, as the shopper's event found it. */
interface HeldControl {
  host: Element;
  control: Element;
  selector: string;
}

/** The replayed control the pointer went down on, with its parent then, until its click (if any) comes. */
let press: (HeldControl & { place: Element | null }) | undefined;

/** Listens on the document: these events are composed, so elements in open shadow roots are on their path. */
export function listenForFirstInteraction(waiting: WaitingElements): () => void {
  // The waiting elements the event is inside, and the one its target names from outside (a toggle inside a
  // waiting menu may name a waiting panel): a named one comes first, as the more specific.
  const hostsOf = (event: Event, target: EventTarget | undefined): Element[] => {
    const named = target instanceof Element ? waiting.controlledHostOf(target) : undefined;
    return named ? [named, ...waiting.hostsOf(event)] : waiting.hostsOf(event);
  };
  const heldControlOf = (hosts: Element[], target: Element): HeldControl | undefined => {
    for (const host of hosts) {
      const selector = waiting.replayedClicksOf(host);
      const control = selector ? target.closest(selector) : null;
      if (selector && control && (host.contains(control) || waiting.controlledHostOf(control) === host)) return { host, control, selector };
    }
    return undefined;
  };
  const onTrigger = (event: Event): void => {
    const target = event.composedPath()[0];
    const hosts = hostsOf(event, target);
    for (const host of hosts) void waiting.load(host);
    if (event.type !== 'pointerdown' || !(target instanceof Element) || opensElsewhere(event as PointerEvent)) return;
    const held = heldControlOf(hosts, target);
    press = held && { ...held, place: held.control.parentElement };
  };
  const onClick = (event: MouseEvent): void => {
    press = undefined;
    if (replaying || opensElsewhere(event)) return;
    const target = event.composedPath()[0];
    if (!(target instanceof Element)) return;
    const hosts = hostsOf(event, target);
    const held = heldControlOf(hosts, target);
    if (held) hold(event, target, held, hosts, waiting);
  };
  const onPointerUp = (event: PointerEvent): void => {
    const pressed = press;
    // A tap's click is aimed where the finger was when it lifted, so it reaches the replacement by itself.
    if (!pressed || pressed.control.isConnected || event.pointerType === 'touch') return;
    // The click, if the browser sends one at all, comes in this same task (and clears the press): only a press it
    // dropped is sent on.
    setTimeout(() => {
      if (press !== pressed) return;
      press = undefined;
      const replacement = replacementOf(pressed.control, pressed.place, pressed.selector);
      if (replacement) replay(replacement, event);
    });
  };
  for (const type of LOAD_TRIGGERS) document.addEventListener(type, onTrigger, { capture: true, passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onPointerUp, true);
  return () => {
    for (const type of LOAD_TRIGGERS) document.removeEventListener(type, onTrigger, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('pointerup', onPointerUp, true);
  };
}

/** A modified or middle click opens a new tab or window: the browser does that with the server's link. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/**
 * Holds the click until the element that replays it has upgraded (or failed to), and every waiting element between
 * it and the control with it: a variation form's add-to-cart button is replayed by add to cart around the form,
 * and the variation form must be there to refuse an incomplete selection.
 */
function hold(
  event: MouseEvent,
  target: Element,
  { host, control, selector }: HeldControl,
  hosts: Element[],
  waiting: WaitingElements,
): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  const counted = waiting.countsEveryClick(host);
  if (holding.has(control) && !counted) return;
  holding.add(control);
  const place = control.parentElement;
  const within = hosts.filter((waitingHost) => host.contains(waitingHost));
  void Promise.all([host, ...within].map((waitingHost) => waiting.load(waitingHost))).then(() => {
    holding.delete(control);
    const replayed = target.isConnected ? target : replacementOf(control, place, selector);
    if (replayed) replay(replayed, event);
  });
}

/** A click on `target` as the shopper's event made it (position, buttons, modifiers), which this listener lets by. */
function replay(target: Element, event: MouseEvent): void {
  replaying = true;
  try {
    target.dispatchEvent(new MouseEvent('click', event));
  } finally {
    replaying = false;
  }
}

/** The control the element's render put where a printed one was (its parent kept): same kind, same selector. */
function replacementOf(control: Element, place: Element | null, selector: string): Element | undefined {
  if (!place?.isConnected) return undefined;
  return [...place.children].find((child) => child !== control && child.localName === control.localName && child.matches(selector));
}
