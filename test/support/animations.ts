import { until } from './fake-delays.ts';

/** Waits until every animation on the page has ended, including one an element starts in the next frame. */
export async function animationsEnd(): Promise<void> {
  await new Promise(requestAnimationFrame);
  await until(() => document.getAnimations().length === 0, 'the animations end');
}
