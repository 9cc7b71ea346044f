import { unstable_forceFrameRate } from 'scheduler';

/**
 * Every private detail of React, its scheduler and r2wc that the runtime relies on, in one place. None is public
 * API, so an upgrade may change any of them: test/components/framework-internals.test.tsx checks each one against
 * the installed versions and names the one that broke.
 */

/** React marks a container it listens on with `_reactListening<random>`, and skips a container so marked. */
const REACT_LISTENING_MARK = '_reactListening';
/** React marks a root's container with `__reactContainer$<random>`. */
const REACT_CONTAINER_MARK = '__reactContainer';

export interface ReactMarks {
  listening: string;
  container: string;
}

/**
 * The keys `createRoot` set on `container`, once it has made a root there; undefined where the renderer sets none
 * (the lean build's Preact) or a React upgrade renamed them.
 */
export function reactMarksOf(container: HTMLElement): ReactMarks | undefined {
  const keys = Object.keys(container);
  const listening = keys.find((key) => key.startsWith(REACT_LISTENING_MARK));
  const rootContainer = keys.find((key) => key.startsWith(REACT_CONTAINER_MARK));
  return listening && rootContainer ? { listening, container: rootContainer } : undefined;
}

/** r2wc keeps each element's props, its render method and whether it is connected under registered symbols. */
export const R2WC_PROPS = Symbol.for('r2wc.props');
export const R2WC_RENDER = Symbol.for('r2wc.render');
export const R2WC_CONNECTED = Symbol.for('r2wc.connected');

export interface R2wcInternals {
  [R2WC_CONNECTED]: boolean;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  connectedCallback(): void;
  attributeChangedCallback?(name: string, oldValue: string | null, value: string | null): void;
}

/** How many slices a second React's scheduler cuts a transition render into (its `unstable_` export). */
export function setSliceRate(framesPerSecond: number): void {
  unstable_forceFrameRate(framesPerSecond);
}
