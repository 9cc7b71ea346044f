import { store } from '../state/store.ts';
import { settingsAtom } from '../state/settings-atoms.ts';

/**
 * Scrolls so the target sits `offset` px below the viewport top (WooCommerce uses negative offsets such as
 * -150 for reviews), animating over `duration` ms unless the shopper prefers reduced motion.
 */
export function scrollToElement(target: Element, { offset = 0, duration = 300 } = {}): Promise<void> {
  const destination = Math.max(0, target.getBoundingClientRect().top + window.scrollY + offset);
  if (duration <= 0 || store.get(settingsAtom).reducedMotion) {
    window.scrollTo(0, destination);
    return Promise.resolve();
  }
  const start = window.scrollY;
  const began = performance.now();
  return new Promise((resolve) => {
    const step = (now: number): void => {
      const progress = Math.min(1, (now - began) / duration);
      // jQuery's default "swing" easing, which the legacy scripts used.
      const eased = 0.5 - Math.cos(progress * Math.PI) / 2;
      window.scrollTo(0, start + (destination - start) * eased);
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
