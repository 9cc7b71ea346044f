import { store } from '../state/store.ts';
import { settingsAtom } from '../state/settings-atoms.ts';

const running = new WeakMap<HTMLElement, () => void>();

/**
 * jQuery's slideDown/slideUp: the element's height animates between 0 and its natural height, and it ends
 * shown (`display` cleared) or hidden (`display: none`). The height is measured in the next animation frame,
 * when the browser lays the page out anyway, so a slide never forces a layout inside an event handler. A new
 * slide interrupts the one running on the same element (the older promise then resolves at once); with reduced
 * motion the change is immediate.
 */
export function slide(element: HTMLElement, direction: 'down' | 'up', duration = 200): Promise<void> {
  running.get(element)?.();
  running.delete(element);
  const showing = direction === 'down';
  const wasHidden = !showing && element.style.display === 'none';
  if (showing) element.style.display = '';
  if (wasHidden || duration <= 0 || store.get(settingsAtom).reducedMotion || typeof element.animate !== 'function') {
    if (!showing) element.style.display = 'none';
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    let animation: Animation | undefined;
    const frame = requestAnimationFrame(() => {
      const frames = [
        { height: '0px', overflow: 'hidden' },
        { height: `${element.scrollHeight}px`, overflow: 'hidden' },
      ];
      animation = element.animate(showing ? frames : frames.reverse(), { duration, easing: 'ease' });
      animation.finished.then(
        () => {
          running.delete(element);
          if (!showing) element.style.display = 'none';
          resolve();
        },
        () => undefined,
      );
    });
    running.set(element, () => {
      cancelAnimationFrame(frame);
      animation?.cancel();
      resolve();
    });
  });
}
