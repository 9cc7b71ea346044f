import { defineElement } from '../../core/runtime/define-element.ts';
import { TermsDialog } from './terms-dialog.tsx';

/**
 * The checkout's terms-and-conditions link (`.woocommerce-terms-and-conditions-link`) opens the page's inline
 * terms (`.woocommerce-terms-and-conditions`) in a modal dialog; without inline terms, or without script, the
 * link goes to the terms page.
 *
 * @summary checkout terms link opening the page's inline terms in a modal dialog (APG: named, focus trapped and returned, Escape and overlay close)
 * @attr {string} heading - the dialog's heading, which names it (default `Terms and conditions`)
 * @attr {string} close-label - text of the close button (default `Close`)
 * @fires {CustomEvent<{ open: boolean }>} shop-terms-dialog-toggled - the dialog opened or closed
 * @cssprop --shop-terms-dialog-width - the dialog's width (default 40rem, never wider than the screen)
 */
export const ShopTermsDialogElement = defineElement('shop-terms-dialog', TermsDialog, {
  heading: 'string',
  closeLabel: 'string',
});
