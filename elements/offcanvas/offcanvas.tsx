import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useModalPanel } from '../../core/hooks/use-modal-panel.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { isTriggerOf, TRIGGER_SELECTOR, triggersOf } from './offcanvas-triggers.ts';

declare global {
  interface ShopEventDetailMap {
    /** The panel opened or closed. */
    'shop-offcanvas-toggled': { open: boolean };
  }
}

export type OffcanvasPosition = 'left' | 'right' | 'top' | 'bottom';

export interface OffcanvasProps extends HostProps {
  position?: OffcanvasPosition;
  /** Text colour of the panel (a CSS colour). */
  color?: string;
  /** Background of the panel (a CSS colour or image). */
  background?: string;
  /** The dialog's name. */
  label?: string;
  closeLabel?: string;
}

/** The panel's name: the attribute, else its first heading, else the text of the control that opened it. */
function panelName(panel: HTMLElement, label: string | undefined, trigger: Element | null): string {
  return (
    label ||
    panel.querySelector('h1, h2, h3, h4, h5, h6')?.textContent?.trim() ||
    trigger?.getAttribute('aria-label') ||
    trigger?.textContent?.trim() ||
    'Panel'
  );
}

/**
 * An off-canvas panel: the element's first child slides in from `position` as a modal dialog over the page, the
 * element itself being the overlay. Controls anywhere in the page open it by its id.
 */
export function Offcanvas({ host, position = 'left', color, background, label, closeLabel = 'Close' }: OffcanvasProps) {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<Element | null>(null);
  const panel = host.firstElementChild instanceof HTMLElement ? host.firstElementChild : null;

  const toggle = useCallback(
    (next: boolean) => {
      setOpen(next);
      host.toggleAttribute('open', next);
      emit(host, 'shop-offcanvas-toggled', { open: next });
    },
    [host],
  );
  const close = useCallback(() => toggle(false), [toggle]);

  useModalPanel(panel, { enabled: true, open, label: panel ? panelName(panel, label, trigger) : '', onClose: close });

  useDomEvent(document, 'click', (event: MouseEvent) => {
    const control = (event.target as Element).closest?.(TRIGGER_SELECTOR);
    if (!control || !host.id || !isTriggerOf(control, host.id) || open) return;
    event.preventDefault();
    setTrigger(control);
    toggle(true);
  });
  // A click on the overlay (the element around the panel) closes it.
  useDomEvent(host, 'click', (event: MouseEvent) => {
    if (event.target === host) close();
  });

  useLayoutEffect(() => {
    host.setAttribute('position', position);
    host.style.setProperty('--shop-offcanvas-color', color ?? null);
    host.style.setProperty('--shop-offcanvas-background', background ?? null);
  }, [host, position, color, background]);

  useEffect(() => {
    const triggers = triggersOf(host.id);
    triggers.forEach((control) => control.setAttribute('aria-haspopup', 'dialog'));
    return () => triggers.forEach((control) => control.removeAttribute('aria-haspopup'));
  }, [host.id]);

  const closeSlot = useMountPoint(panel, 'afterbegin', 'shop-offcanvas__close-slot');
  return closeSlot
    ? createPortal(
        <button type="button" className="shop-offcanvas__close" onClick={close}>
          {closeLabel}
        </button>,
        closeSlot,
      )
    : null;
}
