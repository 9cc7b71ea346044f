import type { HoverTimings } from './hover-intent.ts';

/** A plain dropdown: quick to open under a resting pointer, quick to close (the legacy theme's hover-intent). */
export const DROPDOWN_TIMINGS: HoverTimings = { sensitivity: 3, interval: 20, timeout: 70 };

/**
 * A mega menu (an item with the `mega-menu` class): its panel covers the page below the header, so the
 * pointer must rest longer to open it, and it forgives a longer slip outside before closing.
 */
export const MEGA_TIMINGS: HoverTimings = { sensitivity: 7, interval: 100, timeout: 300 };

/** Milliseconds of a mega menu panel's fade in. */
export const MEGA_ANIMATION_MS = 500;

/** A touch that travels further than this many px is a scroll, not a tap on an item. */
export const TOUCH_MOVE_THRESHOLD_PX = 10;

/** Below this header width a dropdown is left where the stylesheet puts it (the menu is stacked there). */
export const REPOSITION_MIN_HEADER_WIDTH = 750;

/** An in-page link of the menu scrolls its target to this many px below the sticky header, over this long. */
export const SCROLL_TO = { offset: 50, duration: 1000 };
