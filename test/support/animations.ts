import { until } from './fake-delays.ts';

/**
 * Waits until every animation on the page has ended, including one an element starts in the next frame, and
 * until what the element does when it ends (hiding a panel that slid shut) has run.
 */
export async function animationsEnd(): Promise<void> {
  await new Promise(requestAnimationFrame);
  // The element's own handlers on `finished` were attached first, so they have run when this resolves.
  await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  await until(() => document.getAnimations().length === 0, 'the animations end');
}
