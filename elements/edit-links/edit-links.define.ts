import { defineElement } from '../../core/runtime/define-element.ts';
import { EditLinks } from './edit-links.tsx';

/**
 * Wraps page content for users who may edit pages: each block inside with `data-edit-link` (its page-builder URL)
 * or `data-edit-backend` (its back-end editor URL) and `data-edit-title` gets a tooltip, shown while the block is
 * hovered or holds focus, with the block's title and the two links. Without the flag it shows nothing.
 *
 * @summary page editors' edit links on each content block
 * @attr {boolean} can-edit-pages - the visitor may edit pages; `="false"` turns it off (default `shop_edit_links_params.can_edit_pages`, printed only for editors)
 * @attr {string} builder-label - text of the page-builder link (default `Edit with page builder`)
 * @attr {string} backend-label - text of the back-end editor link (default `Edit in back end`)
 * @cssprop --shop-edit-links-background - background of the tooltip (default #1e1e1e)
 * @cssprop --shop-edit-links-color - text and border colour of the tooltip (default #fff)
 */
export const ShopEditLinksElement = defineElement('shop-edit-links', EditLinks, {
  canEditPages: 'boolean',
  builderLabel: 'string',
  backendLabel: 'string',
});
