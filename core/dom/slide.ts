import { store } from '../state/store.ts';
import { settingsAtom } from '../state/settings-atoms.ts';

const running = new WeakMap<HTMLElement, Animation>();

/**
 * jQuery's slideDown/slideUp: the element's height animates between 0 and its natural height, and it ends
 * shown (`display` cleared) or hidden (`display: none`). A new slide interrupts the one running on the same
 * element; with reduced motion the change is immediate.
 */
export function slide(element: HTMLElement, direction: 'down' | 'up', duration = 200): Promise<void> {
  running.get(element)?.cancel();
  const showing = direction === 'down';
  if (showing) element.style.display = '';
  const wasHidden = showing ? false : element.style.display === 'none';
  if (wasHidden || duration <= 0 || store.get(settingsAtom).reducedMotion || typeof element.animate !== 'function') {
    if (!showing) element.style.display = 'none';
    return Promise.resolve();
  }
  const height = `${element.scrollHeight}px`;
  const frames = [
    { height: '0px', overflow: 'hidden' },
    { height, overflow: 'hidden' },
  ];
  const animation = element.animate(showing ? frames : frames.reverse(), { duration, easing: 'ease' });
  running.set(element, animation);
  return animation.finished.then(
    () => {
      running.delete(element);
      if (!showing) element.style.display = 'none';
    },
    // Cancelled by a newer slide, which owns the element now.
    () => undefined,
  );
}
