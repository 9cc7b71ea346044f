import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../../core/dom/focus-trap.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';

export type DialogState =
  { kind: 'hidden' } | { kind: 'loading' } | { kind: 'content'; html: string } | { kind: 'fallback' } | { kind: 'error' };

export interface DialogTexts {
  title: string;
  loading: string;
  error: string;
  fallback: string;
  close: string;
}

interface InstalmentDialogProps {
  state: DialogState;
  texts: DialogTexts;
  fallbackImage: string;
  agreementUrl: string;
  onClose: () => void;
}

/**
 * The provider's information dialog as an APG modal dialog: focus moves in and is trapped, Escape, the close
 * button and the overlay close it, and focus returns to the link that opened it.
 */
export function InstalmentDialog({ state, texts, fallbackImage, agreementUrl, onClose }: InstalmentDialogProps) {
  const open = state.kind !== 'hidden';
  const root = useMountPoint(open ? document.body : null, 'beforeend', 'shop-instalments__dialog-root');
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useLayoutEffect(() => {
    if (!root || !dialog.current) return;
    return trapFocus(dialog.current, { onEscape: () => latestClose.current(), initialFocus: close.current });
  }, [root]);

  if (!root) return null;
  return createPortal(
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer shortcut; the keyboard closes with Escape or the close button. */}
      <div className="shop-instalments__overlay" onClick={onClose} />
      <div
        ref={dialog}
        className={`shop-instalments__dialog is-${state.kind}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={state.kind === 'loading'}
      >
        <div className="shop-instalments__dialog-header">
          <h2 id={titleId} className="shop-instalments__dialog-title">
            {texts.title}
          </h2>
          <button ref={close} type="button" className="shop-instalments__close" onClick={onClose}>
            {texts.close}
          </button>
        </div>
        {state.kind === 'loading' && (
          <p className="shop-instalments__loading" role="status">
            {texts.loading}
          </p>
        )}
        {state.kind === 'content' && (
          // Provider HTML, already through DOMPurify (provider-dialog.ts).
          <div className="shop-instalments__content" dangerouslySetInnerHTML={{ __html: state.html }} />
        )}
        {state.kind === 'error' && (
          <p className="shop-instalments__error" role="alert">
            {texts.error}
          </p>
        )}
        {state.kind === 'fallback' && (
          <a className="shop-instalments__fallback" href={agreementUrl} target="_blank" rel="noopener noreferrer">
            <img src={fallbackImage} alt={texts.fallback} />
          </a>
        )}
      </div>
    </>,
    root,
  );
}
