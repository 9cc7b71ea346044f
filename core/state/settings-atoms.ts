import { atom } from 'jotai';
import { store } from './store.ts';

/** Page-wide presentation settings elements share. */
export interface PageSettings {
  reducedMotion: boolean;
}

const motionQuery = typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;

export const settingsAtom = atom<PageSettings>({ reducedMotion: motionQuery?.matches ?? false });

motionQuery?.addEventListener('change', (event) => store.set(settingsAtom, (settings) => ({ ...settings, reducedMotion: event.matches })));
