import { ModalDialog } from '../../core/dialog/modal-dialog.tsx';
import type { QuickViewPanel } from './load-quick-view.ts';

interface QuickViewDialogProps {
  panel: QuickViewPanel;
  closeLabel: string;
  /** True for the 300 ms between closing and removal (the fade out). */
  closing: boolean;
  onClose: () => void;
  onAdded: () => void;
  onOpened: () => void;
}

const CLASSES = {
  root: 'shop-quick-view__root',
  overlay: 'shop-quick-view__overlay',
  dialog: 'shop-quick-view__dialog',
  header: 'shop-quick-view__header',
  title: 'shop-quick-view__title',
  close: 'shop-quick-view__close',
};

/**
 * The product panel in a modal dialog (see core/dialog) named by the product's title. The panel's `shop-…` tags
 * upgrade like any inserted markup; a successful add from inside it (which bubbles from the add-to-cart element
 * to the dialog) closes it.
 */
export function QuickViewDialog({ panel, closeLabel, closing, onClose, onAdded, onOpened }: QuickViewDialogProps) {
  const watchAdds = (dialog: HTMLDivElement): (() => void) => {
    dialog.addEventListener('shop-cart-added', onAdded);
    onOpened();
    return () => dialog.removeEventListener('shop-cart-added', onAdded);
  };

  return (
    <ModalDialog
      classes={CLASSES}
      title={panel.title}
      closeLabel={closeLabel}
      onClose={onClose}
      stateClass={closing ? 'shop-quick-view__dialog--closing' : undefined}
      onOpen={watchAdds}
    >
      {() => <div className="shop-quick-view__body" dangerouslySetInnerHTML={{ __html: panel.html }} />}
    </ModalDialog>
  );
}
