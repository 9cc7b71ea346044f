import { useCallback, useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { TermsDialogPanel } from './terms-dialog-panel.tsx';

declare global {
  interface ShopEventDetailMap {
    /** The terms dialog opened or closed. */
    'shop-terms-dialog-toggled': { open: boolean };
  }
}

export interface TermsDialogProps extends HostProps {
  /** The dialog's heading and name (default "Terms and conditions"). */
  heading?: string;
  /** The close button's text (default "Close"). */
  closeLabel?: string;
}

const LINK = '.woocommerce-terms-and-conditions-link';

/**
 * The checkout's terms link opens the page's inline terms (`.woocommerce-terms-and-conditions`) in a modal
 * dialog. Without inline terms, or with a modifier key held (a new tab), the link is followed as without script.
 */
function TermsDialogHost({ host, heading = 'Terms and conditions', closeLabel = 'Close' }: TermsDialogProps) {
  const [terms, setTerms] = useState<HTMLElement | null>(null);

  useDomEvent(host, 'click', (event) => {
    const link = (event.target as Element).closest(LINK);
    const inline = host.querySelector<HTMLElement>('.woocommerce-terms-and-conditions');
    if (!link || !inline || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setTerms(inline);
    emit(host, 'shop-terms-dialog-toggled', { open: true });
  });

  const close = useCallback(() => {
    setTerms(null);
    emit(host, 'shop-terms-dialog-toggled', { open: false });
  }, [host]);

  return terms ? <TermsDialogPanel terms={terms} heading={heading} closeLabel={closeLabel} onClose={close} /> : null;
}

export const TermsDialog = outermostOnly(TermsDialogHost);
