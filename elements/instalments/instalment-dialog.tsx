// Keeps React and the core this chunk uses in the shared chunks (see core/shared-chunk.ts, core/action-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import '../../core/action-chunk.ts';
import { ModalDialog } from '../../core/dialog/modal-dialog.tsx';

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

const CLASSES = {
  root: 'shop-instalments__dialog-root',
  overlay: 'shop-instalments__overlay',
  dialog: 'shop-instalments__dialog',
  header: 'shop-instalments__dialog-header',
  title: 'shop-instalments__dialog-title',
  close: 'shop-instalments__close',
};

/**
 * The provider's information dialog (a modal dialog, see core/dialog): loading, the provider's content, an
 * error or the fallback; nothing while hidden.
 */
export function InstalmentDialog({ state, texts, fallbackImage, agreementUrl, onClose }: InstalmentDialogProps) {
  if (state.kind === 'hidden') return null;
  return (
    <ModalDialog
      classes={CLASSES}
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      stateClass={`is-${state.kind}`}
      busy={state.kind === 'loading'}
    >
      {() => (
        <>
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
        </>
      )}
    </ModalDialog>
  );
}
