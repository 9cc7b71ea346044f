import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { fakeIntersections } from './fake-intersections.ts';
import { useThemeStyles } from './theme-styles.ts';

export type FakeIntersections = ReturnType<typeof fakeIntersections>;

/**
 * The Mocha hooks of a block that starts when scrolled into view, called inside its `describe`: the theme's
 * stylesheet for the file, a fake IntersectionObserver per test, and motion back to normal after each.
 */
export function inViewBlockHooks(): { readonly intersections: FakeIntersections } {
  let intersections: FakeIntersections | undefined;
  useThemeStyles();
  beforeEach(() => (intersections = fakeIntersections()));
  afterEach(() => {
    intersections?.restore();
    store.set(settingsAtom, { reducedMotion: false });
  });
  return {
    get intersections() {
      if (!intersections) throw new Error('inViewBlockHooks: intersections are faked per test');
      return intersections;
    },
  };
}
