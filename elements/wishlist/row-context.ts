import { ROW } from './row-order.ts';

export interface RowContext {
  row: HTMLElement;
  /** YITH keys rows by `data-row-id`. */
  rowId: string;
  /** The wishlist table (or grid, or mobile list) carrying the list's id and token. */
  table: HTMLElement | null;
  wishlistId: string;
  wishlistToken: string;
}

/** The row a control is in and the wishlist it belongs to, as YITH's script reads them from the markup. */
export function rowContext(control: Element): RowContext | null {
  const row = control.closest<HTMLElement>(ROW);
  if (!row) return null;
  const table = row.closest<HTMLElement>('.wishlist_table');
  return {
    row,
    rowId: row.dataset.rowId ?? '',
    table,
    wishlistId: table?.dataset.id ?? '',
    wishlistToken: table?.dataset.token ?? '',
  };
}
