import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useModalPanel } from '../../core/hooks/use-modal-panel.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { addLevelButtons, itemText, listOf, markPath } from './level-buttons.ts';

declare global {
  interface ShopEventDetailMap {
    /** The mobile menu opened or closed. */
    'shop-mobile-menu-toggled': { open: boolean };
  }
}

export interface MobileMenuProps extends HostProps {
  /** The top level's title, and the dialog's name. */
  topLabel?: string;
  /** The "next level" buttons' name; `%s` is the item's text. */
  nextLabel?: string;
  /** The back button's name; `%s` is the title of the level it goes back to. */
  backLabel?: string;
  closeLabel?: string;
}

const SLIDE_MS = 250;

/**
 * The theme's mobile menu as an off-canvas modal dialog showing one level of the menu at a time: a button
 * beside each item with a submenu goes down to it, the header's back button up again.
 */
export function MobileMenu({
  host,
  topLabel = 'Main Menu',
  nextLabel = '%s submenu',
  backLabel = 'Back to %s',
  closeLabel = 'Close',
}: MobileMenuProps) {
  const panel = host.firstElementChild instanceof HTMLElement ? host.firstElementChild : null;
  // A nav menu's `ul.menu`, or the `ul` of WordPress's page list (a location without a menu assigned).
  const menu = panel?.querySelector<HTMLElement>('ul') ?? null;
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState<HTMLLIElement[]>([]);
  const [moved, setMoved] = useState<'down' | 'up' | null>(null);

  const toggle = useCallback(
    (next: boolean) => {
      setOpen(next);
      setPath([]);
      setMoved(null);
      host.toggleAttribute('open', next);
      controlsOf(host.id).forEach((control) => control.setAttribute('aria-expanded', String(next)));
      emit(host, 'shop-mobile-menu-toggled', { open: next });
    },
    [host],
  );
  const close = useCallback(() => toggle(false), [toggle]);

  useModalPanel(panel, { enabled: true, open, label: topLabel, onClose: close });

  useDomEvent(document, 'click', (event: MouseEvent) => {
    const control = (event.target as Element).closest?.('[aria-controls]');
    if (!control || open || !host.id || control.getAttribute('aria-controls') !== host.id) return;
    event.preventDefault();
    toggle(true);
  });
  // A click on the dimmed page around the panel closes it.
  useDomEvent(host, 'click', (event: MouseEvent) => {
    if (event.target === host) close();
  });

  useEffect(() => {
    const controls = controlsOf(host.id);
    controls.forEach((control) => {
      control.setAttribute('aria-haspopup', 'dialog');
      control.setAttribute('aria-expanded', 'false');
    });
    return () => controls.forEach((control) => control.removeAttribute('aria-haspopup'));
  }, [host.id]);

  useEffect(() => {
    if (!menu) return;
    return addLevelButtons(menu, nextLabel, (item) => {
      setMoved('down');
      setPath((current) => [...current, item]);
    });
  }, [menu, nextLabel]);

  useLayoutEffect(() => (menu ? markPath(menu, path) : undefined), [menu, path]);

  // After the modal panel has taken focus: the first item of the level shown gets it, sliding in from its side.
  useEffect(() => {
    if (!open || !menu) return;
    const list = listOf(menu, path);
    const slide =
      moved && !store.get(settingsAtom).reducedMotion && typeof list.animate === 'function'
        ? list.animate([{ transform: `translateX(${moved === 'down' ? '' : '-'}100%)` }, { transform: 'none' }], {
            duration: SLIDE_MS,
            easing: 'ease-out',
          })
        : undefined;
    list.querySelector<HTMLElement>(':scope > li > a, :scope > li > button')?.focus();
    return () => slide?.cancel();
  }, [open, menu, path, moved]);

  const back = (): void => {
    setMoved('up');
    setPath((current) => current.slice(0, -1));
  };

  const title = path.length ? itemText(path.at(-1)!) : topLabel;
  const upper = path.length > 1 ? itemText(path.at(-2)!) : topLabel;
  const headerSlot = useMountPoint(panel, 'afterbegin', 'shop-mobile-menu__header');
  return headerSlot
    ? createPortal(
        <>
          {path.length > 0 && (
            <button type="button" className="shop-mobile-menu__back" aria-label={backLabel.replace('%s', upper)} onClick={back} />
          )}
          <h2 className="shop-mobile-menu__title">{title}</h2>
          <button type="button" className="shop-mobile-menu__close" onClick={close}>
            {closeLabel}
          </button>
        </>,
        headerSlot,
      )
    : null;
}

/** The controls that open the menu: the theme's menu toggles name it with `aria-controls`. */
function controlsOf(id: string): Element[] {
  return id ? [...document.querySelectorAll(`[aria-controls="${CSS.escape(id)}"]`)] : [];
}
