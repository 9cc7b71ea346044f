import { createContext, type Dispatch, type SetStateAction } from 'react';
import type { PortalEntry } from './portal-entry.ts';
import type { Group } from './portal-groups.ts';

export type SetGroups = Dispatch<SetStateAction<readonly Group<PortalEntry>[]>>;

/** The shared root's elements: the latest snapshot, and a listener called once per burst of changes. */
export interface ElementSource {
  snapshot(): readonly PortalEntry[];
  subscribe(listener: () => void): () => void;
}

/** Keeps `setGroups` showing the source's elements until the returned cleanup runs. */
export type ShowElements = (setGroups: SetGroups, source: ElementSource) => () => void;

/**
 * How the shared root commits a burst of new elements when the renderer does not render a transition in time
 * slices itself. React does, and leaves this unset; Preact, under the lean build, renders a transition at once,
 * so its client (core/lean/client.ts) provides `showInSlices` around every root. Kept out of the React build.
 */
export const SlicedBursts = createContext<ShowElements | null>(null);
