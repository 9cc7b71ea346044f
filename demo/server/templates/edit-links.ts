// What WordPress prints for a logged-in page editor (the demo's ?editor=on): the edit-links params global, the
// <shop-edit-links> wrapper and each block's edit URLs. For everyone else, the content as it is and nothing more.
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';

export interface EditableBlock {
  title: string;
  /** The block's id in the page builder. */
  block: string;
  postId: number;
}

/** The data attributes `<shop-edit-links>` reads from a block; empty unless the visitor is an editor. */
export function editAttributes(ctx: Ctx, { title, block, postId }: EditableBlock): string {
  if (!ctx.settings.editor) return '';
  const builder = `${ctx.origin}/?page_builder=edit&post=${postId}&block=${encodeURIComponent(block)}`;
  const backend = `${ctx.origin}/wp-admin/post.php?post=${postId}&action=edit`;
  return ` data-edit-title="${escapeHtml(title)}" data-edit-link="${escapeHtml(builder)}" data-edit-backend="${escapeHtml(backend)}"`;
}

/** Wraps a page's content in `<shop-edit-links>` for an editor, after the params global WordPress prints for them. */
export function editableContent(ctx: Ctx, html: string): string {
  if (!ctx.settings.editor) return html;
  return `<script>var shop_edit_links_params = {"can_edit_pages":"1"};</script><shop-edit-links>${html}</shop-edit-links>`;
}
