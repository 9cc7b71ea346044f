import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../dom/focus-trap.ts';
import { useMountPoint } from '../hooks/use-mount-point.ts';

/** The class names of a dialog's parts: each element keeps its own (themes style them by name). */
export interface ModalDialogClasses {
  root: string;
  overlay: string;
  dialog: string;
  header: string;
  title: string;
  close: string;
}

interface ModalDialogProps {
  classes: ModalDialogClasses;
  title: string;
  closeLabel: string;
  onClose: () => void;
  /** Extra classes on the dialog box (a state, say). */
  stateClass?: string;
  busy?: boolean;
  /** Runs once the dialog is in the page, before focus moves in; what it returns runs when it closes. */
  onOpen?: (dialog: HTMLDivElement) => (() => void) | void;
  /** The dialog's content, given the heading's id (for a region it names). */
  children: (titleId: string) => ReactNode;
}

/**
 * An APG modal dialog at the end of the body: named by its heading, focus moved to the close button and
 * trapped, closed by Escape, the close button or the overlay; focus goes back where it was when it closes.
 */
export function ModalDialog({ classes, title, closeLabel, onClose, stateClass, busy, onOpen, children }: ModalDialogProps) {
  const root = useMountPoint(document.body, 'beforeend', classes.root);
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const latest = useRef({ onClose, onOpen });
  latest.current = { onClose, onOpen };

  useLayoutEffect(() => {
    if (!root || !dialog.current) return;
    const closed = latest.current.onOpen?.(dialog.current);
    const release = trapFocus(dialog.current, { onEscape: () => latest.current.onClose(), initialFocus: close.current });
    return () => {
      closed?.();
      release();
    };
  }, [root]);

  if (!root) return null;
  return createPortal(
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; the keyboard closes with Escape or the close button. */}
      <div className={classes.overlay} onClick={onClose} />
      <div
        ref={dialog}
        className={stateClass ? `${classes.dialog} ${stateClass}` : classes.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={busy}
      >
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button ref={close} type="button" className={classes.close} onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {children(titleId)}
      </div>
    </>,
    root,
  );
}
