import { useEffect, useLayoutEffect } from 'react';
import { trapFocus } from '../dom/focus-trap.ts';

/**
 * Makes `panel` an off-canvas modal dialog (APG Dialog): labelled, `aria-modal`, shown only while open, focus
 * moved in and trapped, Escape closes, focus returns to where it was. Every attribute is put back on unmount.
 * The mini cart's off-canvas mode and `<shop-offcanvas>` use it.
 */
export function useModalPanel(
  panel: HTMLElement | null,
  {
    enabled,
    open,
    label,
    onClose,
  }: {
    enabled: boolean;
    open: boolean;
    label: string;
    onClose: () => void;
  },
): void {
  useLayoutEffect(() => {
    if (!panel || !enabled) return;
    const before = ['role', 'aria-modal', 'aria-label', 'tabindex', 'hidden'].map((name) => [name, panel.getAttribute(name)] as const);
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', label);
    panel.tabIndex = -1;
    return () => {
      for (const [name, value] of before) {
        if (value === null) panel.removeAttribute(name);
        else panel.setAttribute(name, value);
      }
    };
  }, [panel, enabled, label]);

  // Passive, so the focus given back on close comes after React's own commit-time focus restoration.
  useEffect(() => {
    if (!panel || !enabled) return;
    panel.hidden = !open;
    if (!open) return;
    return trapFocus(panel, { onEscape: onClose, initialFocus: panel });
  }, [panel, enabled, open, onClose]);
}
