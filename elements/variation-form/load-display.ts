import type * as Display from './variation-display.ts';

type DisplayModule = typeof Display;

let loading: Promise<DisplayModule | null> | undefined;
let loaded: DisplayModule | null | undefined;

/**
 * Fetches the form's display (the panel, image, meta and quantity limits: variation-display.ts) once per page. A
 * product page asks for it on the shopper's first pointer, focus or key in the form, before the choice is made;
 * a choice made before it arrives is shown when it does. A chunk that cannot be loaded is reported in the
 * console, and the form goes on without its display (null): the variation is still chosen and can be added.
 */
export function loadDisplay(): Promise<DisplayModule | null> {
  loading ??= import('./variation-display.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      console.error('shop-elements: the variation form’s display could not be loaded', error);
      return (loaded = null);
    },
  );
  return loading;
}

/** The display's module once it has arrived (null if it could not be), so a later form shows at once. */
export function loadedDisplay(): DisplayModule | null | undefined {
  return loaded;
}
