import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../../core/dom/focus-trap.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';

interface TermsDialogPanelProps {
  /** The page's inline terms, shown inside the dialog while it is open and put back when it closes. */
  terms: HTMLElement;
  heading: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * The terms as an APG modal dialog: named by its heading, focus moved in and trapped, closed by Escape, the
 * close button or the overlay, focus returned to the link that opened it. The terms element itself moves into
 * the dialog (a copy would repeat its ids) and back to its place afterwards.
 */
export function TermsDialogPanel({ terms, heading, closeLabel, onClose }: TermsDialogPanelProps) {
  const root = useMountPoint(document.body, 'beforeend', 'shop-terms-dialog__root');
  const dialog = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    if (!root || !dialog.current || !body.current) return;
    const place = document.createComment('shop-terms-dialog');
    const display = terms.style.display;
    terms.replaceWith(place);
    terms.style.display = 'block';
    body.current.append(terms);
    const release = trapFocus(dialog.current, { onEscape: () => latestClose.current(), initialFocus: close.current });
    return () => {
      terms.style.display = display;
      place.replaceWith(terms);
      release();
    };
  }, [root, terms]);

  if (!root) return null;
  return createPortal(
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; the keyboard closes with Escape or the close button. */}
      <div className="shop-terms-dialog__overlay" onClick={onClose} />
      <div ref={dialog} className="shop-terms-dialog__dialog" role="dialog" aria-modal="true" aria-labelledby={headingId}>
        <div className="shop-terms-dialog__header">
          <h2 id={headingId} className="shop-terms-dialog__heading">
            {heading}
          </h2>
          <button ref={close} type="button" className="shop-terms-dialog__close" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {/* Long terms scroll here; focusable so the keyboard can scroll them. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard. */}
        <div ref={body} className="shop-terms-dialog__body" tabIndex={0} role="region" aria-labelledby={headingId} />
      </div>
    </>,
    root,
  );
}
