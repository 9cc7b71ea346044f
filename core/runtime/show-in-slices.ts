import { flushSync } from 'react-dom';
import type { ShowElements } from './burst-rendering.ts';
import type { PortalEntry } from './portal-entry.ts';
import { SlicedList } from './sliced-list.ts';

/** Commits a burst's new elements in slices of about 33 ms, for a renderer that renders a transition at once. */
export const showInSlices: ShowElements = (setGroups, source) => {
  const list = new SlicedList<PortalEntry>((groups) => flushSync(() => setGroups(groups)));
  const show = (): void => list.show(source.snapshot());
  // Shown from a microtask: this effect runs inside a commit, where no other can start.
  queueMicrotask(show);
  const unsubscribe = source.subscribe(show);
  return () => {
    list.stop();
    unsubscribe();
  };
};
