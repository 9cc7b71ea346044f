import { createContext } from 'react';

/**
 * Whether the renderer renders a transition in time slices, yielding to the browser between them. React does;
 * Preact, under the lean build, renders a transition at once, and its client (core/lean/client.ts) provides
 * `false` around every root, so the shared root slices a burst of new elements itself.
 */
export const TransitionsYield = createContext(true);
