import { useLayoutEffect } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { ensureId } from '../../core/dom/ensure-id.ts';
import { useLiveQuery } from './use-live-query.ts';

const GRID_ROW = '.wishlist_table.images_grid [data-row-id]';
const THUMBNAIL = '.wishlist_table.images_grid [data-row-id] .product-thumbnail a';
const DETAILS = '.item-details';

function toggle(row: Element, open: boolean, { focus = true } = {}): void {
  const link = row.querySelector<HTMLElement>('.product-thumbnail a');
  const details = row.querySelector<HTMLElement>(DETAILS);
  if (!link || !details) return;
  row.classList.toggle('show', open);
  details.hidden = !open;
  link.setAttribute('aria-expanded', String(open));
  link.setAttribute('aria-controls', ensureId(details, 'shop-wishlist-details'));
  if (!focus) return;
  if (open) (details.querySelector<HTMLElement>('a, button, input, select') ?? link).focus();
  else link.focus();
}

/**
 * YITH's images-grid wishlist: a thumbnail opens its item's details (a disclosure: the thumbnail link says
 * whether they are open), and the details' close link or Escape closes them and returns to the thumbnail.
 */
export function useGridDetails(host: HTMLElement): void {
  const rows = useLiveQuery(host, GRID_ROW);
  useLayoutEffect(() => rows.forEach((row) => toggle(row, row.classList.contains('show'), { focus: false })), [rows]);

  useDomEvent(host, 'click', (event: MouseEvent) => {
    const target = event.target as Element;
    const thumbnail = target.closest(THUMBNAIL);
    const close = target.closest(`.images_grid ${DETAILS} .close`);
    const row = (thumbnail ?? close)?.closest('[data-row-id]');
    if (!row) return;
    event.preventDefault();
    toggle(row, Boolean(thumbnail) && !row.classList.contains('show'));
  });

  useDomEvent(host, 'keydown', (event: KeyboardEvent) => {
    const row = (event.target as Element).closest(`.images_grid [data-row-id].show`);
    if (event.key === 'Escape' && row) toggle(row, false);
  });
}
