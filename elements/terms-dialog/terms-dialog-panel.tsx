import { ModalDialog } from '../../core/dialog/modal-dialog.tsx';

interface TermsDialogPanelProps {
  /** The page's inline terms, shown inside the dialog while it is open and put back when it closes. */
  terms: HTMLElement;
  heading: string;
  closeLabel: string;
  onClose: () => void;
}

const CLASSES = {
  root: 'shop-terms-dialog__root',
  overlay: 'shop-terms-dialog__overlay',
  dialog: 'shop-terms-dialog__dialog',
  header: 'shop-terms-dialog__header',
  title: 'shop-terms-dialog__heading',
  close: 'shop-terms-dialog__close',
};

/**
 * The terms in a modal dialog (see core/dialog). The terms element itself moves into the dialog (a copy would
 * repeat its ids) and back to its place when it closes.
 */
export function TermsDialogPanel({ terms, heading, closeLabel, onClose }: TermsDialogPanelProps) {
  const moveTermsIn = (dialog: HTMLDivElement): (() => void) => {
    const place = document.createComment('shop-terms-dialog');
    const display = terms.style.display;
    terms.replaceWith(place);
    terms.style.display = 'block';
    dialog.querySelector('.shop-terms-dialog__body')!.append(terms);
    return () => {
      terms.style.display = display;
      place.replaceWith(terms);
    };
  };

  return (
    <ModalDialog classes={CLASSES} title={heading} closeLabel={closeLabel} onClose={onClose} onOpen={moveTermsIn}>
      {(headingId) => (
        // Long terms scroll here; focusable so the keyboard can scroll them.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard.
        <div className="shop-terms-dialog__body" tabIndex={0} role="region" aria-labelledby={headingId} />
      )}
    </ModalDialog>
  );
}
