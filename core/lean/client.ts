/**
 * The lean build's `react-dom/client` (build.mjs aliases it here, docs/lean-build.md): Preact's `createRoot`,
 * with updates and effects timed as React times them.
 *
 * - Passive effects: React runs an update's `useEffect`s right after its commit; Preact waits for the next
 *   animation frame, so `updateComplete`, replayed clicks and listeners an effect adds would lag a frame behind
 *   the DOM (and never come under fake timers).
 * - Form fields: after a field's `change` or `input` event React commits its `onChange`'s updates before the
 *   dispatch returns (to keep a controlled field's value); Preact renders in a microtask, so a script that
 *   changes a field and submits in one go (`$(select).val(7).change()`, then a click) would submit what the
 *   last render saw.
 * - Transitions: React renders them in time slices, Preact at once; every root gives the shared root
 *   `showInSlices` (`SlicedBursts`), with which it slices a burst of new elements itself.
 */
import { createElement, options, type ComponentChild, type ComponentType } from 'preact';
import { createRoot as createPreactRoot } from 'preact/compat/client';
import { SlicedBursts, type ShowElements } from '../runtime/burst-rendering.ts';
import { showInSlices } from '../runtime/show-in-slices.ts';

options.requestAnimationFrame = queueMicrotask;

/** Preact's render-queue flush, captured when it first schedules one. */
let flushRenders: (() => void) | undefined;
let rendering = false;

/** Runs a render unless one is under way (an event its DOM changes caused): that one commits everything. */
function renderNow(render: () => void): void {
  if (rendering) return;
  rendering = true;
  try {
    render();
  } finally {
    rendering = false;
  }
}

options.debounceRendering = (flush) => {
  flushRenders = flush;
  queueMicrotask(() => renderNow(flush));
};

/** Events a component's handler (`onChange`, `onInput`…) received: listeners the code adds itself do not count. */
const handled = new WeakSet<Event>();
// Chained: the compat layer's own hook gives the event its React names (`nativeEvent`, `persist`).
const compatEventHook = options.event as ((event: Event) => Event) | undefined;
options.event = (event: Event): Event => {
  handled.add(event);
  return compatEventHook ? compatEventHook(event) : event;
};

// Once a form field's change or input event has reached its handlers (it bubbles to window last), the
// updates a component's handlers made are committed, as React commits them to keep a controlled field's value.
for (const type of ['change', 'input']) {
  window.addEventListener(type, (event) => {
    if (handled.has(event) && flushRenders) renderNow(flushRenders);
  });
}

// The context comes typed from React's declarations; under this build it is Preact's own.
const SlicedBurstsProvider = SlicedBursts.Provider as unknown as ComponentType<{ value: ShowElements; children?: ComponentChild }>;

export function createRoot(container: Element): ReturnType<typeof createPreactRoot> {
  const root = createPreactRoot(container);
  return {
    ...root,
    render: (children) => renderNow(() => root.render(createElement(SlicedBurstsProvider, { value: showInSlices }, children))),
  };
}
