const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

export interface FocusTrapOptions {
  /** Called on Escape; the trap does not close anything itself. */
  onEscape?: () => void;
  /** Where focus starts; the first focusable element, else the container, by default. */
  initialFocus?: HTMLElement | null;
}

/**
 * Keeps Tab and Shift+Tab inside a dialog or off-canvas panel and returns focus to where it was when the
 * trap is released.
 */
export function trapFocus(container: HTMLElement, { onEscape, initialFocus }: FocusTrapOptions = {}): () => void {
  const previous = document.activeElement as HTMLElement | null;
  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = focusableIn(container);
    if (focusable.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || !container.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !container.contains(document.activeElement))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeydown, true);
  const start = initialFocus ?? focusableIn(container)[0] ?? container;
  if (start === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
  start.focus();
  return () => {
    document.removeEventListener('keydown', onKeydown, true);
    if (previous?.isConnected) previous.focus();
  };
}
