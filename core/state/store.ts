import { createStore } from 'jotai';

/**
 * The page's one jotai store. Elements read it through the shared root's Provider; code outside React uses
 * `store.get`, `store.set` and `store.sub`.
 */
export const store = createStore();
