import { useState } from 'react';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { paramFlag, readParams } from '../../core/config/read-params.ts';
import { BlockEditLinks } from './block-edit-links.tsx';

export interface EditLinksProps extends HostProps {
  canEditPages?: boolean;
  builderLabel?: string;
  backendLabel?: string;
}

/** The content blocks that carry edit links, as the page builder prints them for editors. */
export const EDITABLE_BLOCKS = '[data-edit-link], [data-edit-backend]';

/** WordPress prints `shop_edit_links_params` only for users who may edit pages. */
const mayEditPages = (): boolean => paramFlag(readParams('shop_edit_links_params', { can_edit_pages: '' as unknown }).can_edit_pages);

/** For page editors only: each content block inside gets a tooltip with its title and its two edit links. */
export function EditLinks({
  host,
  canEditPages,
  builderLabel = 'Edit with page builder',
  backendLabel = 'Edit in back end',
}: EditLinksProps) {
  const [blocks] = useState(() => [...host.querySelectorAll<HTMLElement>(EDITABLE_BLOCKS)]);
  if (!(canEditPages || mayEditPages())) return null;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockEditLinks key={index} block={block} builderLabel={builderLabel} backendLabel={backendLabel} />
      ))}
    </>
  );
}
