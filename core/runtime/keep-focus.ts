import { afterNextPaint } from '../dom/after-next-paint.ts';

/** What identifies a control for a shopper: the same kind of control, going to or naming the same thing. */
const identity = (element: Element): string =>
  [element.tagName, element.id, element.getAttribute('href'), element.getAttribute('name'), element.textContent?.trim()].join('\n');

/** The focused node if it lies inside `host`, the element about to upgrade. */
export function focusedInside(host: HTMLElement): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== host && host.contains(focused) ? focused : null;
}

/**
 * An element upgrading under the shopper's focus must not drop it (WCAG 2.4.3): its styles may hide what held
 * focus, or its render replace it. Once `upgraded` has settled and the result is on screen, focus that fell to
 * the page goes back to the same control, or to the one that took its place; focus the shopper moved is left.
 */
export async function keepFocus(host: HTMLElement, focused: HTMLElement, upgraded: Promise<unknown>): Promise<void> {
  await upgraded;
  await afterNextPaint();
  if (document.activeElement && document.activeElement !== document.body) return;
  const control = focused.isConnected
    ? focused
    : [...host.querySelectorAll<HTMLElement>(focused.tagName)].find((element) => identity(element) === identity(focused));
  control?.focus({ preventScroll: true });
}
