import {
  memo,
  startTransition,
  StrictMode,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { createPortal } from 'react-dom';
import { Provider } from 'jotai';
import type { R2WCRenderer } from '@r2wc/core';
import { store } from '../state/store.ts';
import { createRootWithDeferredListening, deferListening } from './deferred-listening.ts';
import { setSliceRate } from './framework-internals.ts';
import { ElementErrorBoundary } from './element-error-boundary.tsx';
import { PortalEntry } from './portal-entry.ts';
import { SlicedBursts, type ElementSource, type SetGroups } from './burst-rendering.ts';
import { withoutRemoved, type Group } from './portal-groups.ts';

/**
 * A renderer for @r2wc/core that mounts every element as a portal into one React root per page, instead of
 * one root per element (measured in docs/architecture.md#one-react-root-per-page: 5–9× faster upgrades, ~50× faster shared updates).
 */
const entries = new Map<number, PortalEntry>();
let snapshot: PortalEntry[] = [];
const listeners = new Set<() => void>();
let rootStarted = false;
let publishQueued = false;

/** Elements upgrade in bursts (a parsed listing, a fragment): one new snapshot per burst, not per element. */
function publish(): void {
  if (publishQueued) return;
  publishQueued = true;
  queueMicrotask(() => {
    publishQueued = false;
    snapshot = [...entries.values()];
    for (const listener of listeners) listener();
  });
}

const source: ElementSource = {
  snapshot: () => snapshot,
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const ElementPortal = memo(function ElementPortal({ entry }: { entry: PortalEntry }) {
  const props = useSyncExternalStore(entry.subscribe, entry.getProps);
  const { Component, host } = entry;
  // A passive effect, run after those of the element's own tree: whoever awaits the commit (a replayed early
  // click, a test) finds the listeners the element adds in its effects.
  useEffect(() => entry.committed());
  return createPortal(
    <ElementErrorBoundary host={host}>
      <Component {...props} host={host} />
    </ElementErrorBoundary>,
    host,
  );
});

/**
 * Transition renders yield every 33 ms instead of React's 5: still under the 50 ms from which the browser
 * counts a task as blocking, with a seventh of the yields (at 5 ms, 5,000 elements upgraded 1.5× slower).
 */
setSliceRate(30);

const ElementGroup = memo(function ElementGroup({ entries }: { entries: readonly PortalEntry[] }) {
  return entries.map((entry) => <ElementPortal key={entry.id} entry={entry} />);
});

/**
 * A page's elements upgrading at once must not block input for long (the Total Blocking Time of an idle load),
 * and a removed element is cleaned up at once, even in the middle of such a burst (its listeners, timers, an
 * opening dialog). Each element's own updates stay synchronous (`ElementPortal`).
 */
function SharedRoot() {
  const showInSlices = useContext(SlicedBursts);
  const [groups, setGroups] = useState<readonly Group<PortalEntry>[]>(() => (showInSlices ? [] : [{ id: 0, items: snapshot }]));
  useLayoutEffect(() => (showInSlices ? showInSlices(setGroups, source) : showInTransitions(setGroups)), [showInSlices]);
  return (
    <Provider store={store}>
      {groups.map((group) => (
        <ElementGroup key={group.id} entries={group.items} />
      ))}
    </Provider>
  );
}

/**
 * React: new elements are added in a transition, which React renders in slices, yielding to the browser
 * between them; removals are urgent, so they are committed before the rest of a burst.
 */
function showInTransitions(setGroups: SetGroups): () => void {
  const show = (): void => {
    const live = new Set(snapshot);
    setGroups((current) => withoutRemoved(current, live));
    startTransition(() => setGroups([{ id: 0, items: snapshot }]));
  };
  // A burst published between the first render and this effect is shown too.
  show();
  return source.subscribe(show);
}

function startRoot(): void {
  if (rootStarted) return;
  rootStarted = true;
  const container = document.createElement('div');
  container.setAttribute('data-shop-elements-root', '');
  container.hidden = true;
  document.body.append(container);
  const root = createRootWithDeferredListening(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <SharedRoot />
      </StrictMode>,
    ),
  );
}

export const sharedRootRenderer: R2WCRenderer<object, PortalEntry> = {
  mount(host, Component, props) {
    startRoot();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props: React's types have no safe top type for them.
    const entry = new PortalEntry(host, Component as ComponentType<any>, { ...props });
    entries.set(entry.id, entry);
    entryByHost.set(host, entry);
    deferListening(host);
    publish();
    return entry;
  },
  update(entry, props) {
    entry.update(props);
  },
  unmount(entry) {
    entries.delete(entry.id);
    if (entryByHost.get(entry.host) === entry) entryByHost.delete(entry.host);
    // Nothing of it will commit now: release whoever awaits `updateComplete`.
    entry.committed();
    publish();
  },
};

const entryByHost = new WeakMap<HTMLElement, PortalEntry>();

export function entryFor(host: HTMLElement): PortalEntry | undefined {
  return entryByHost.get(host);
}
