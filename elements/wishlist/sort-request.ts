import { rowPositions, rowsOf } from './row-order.ts';

/** YITH's sortable wishlist table: `table.wishlist_table.sortable`, its rows in the items body. */
export const SORTABLE_LIST = 'table.wishlist_table.sortable > tbody';

/**
 * The fields of a sort request for the list's current order, as YITH sends them: the row ids in order, the
 * wishlist's token, and the page and page size the rows belong to (the server renumbers that page only).
 */
export function sortFields(list: HTMLElement): Record<string, string | string[]> {
  const table = list.closest<HTMLElement>('.wishlist_table');
  return {
    positions: rowPositions(list),
    wishlist_token: table?.dataset.token ?? '',
    page: table?.dataset.page ?? '1',
    per_page: table?.dataset.perPage ?? '',
  };
}

/**
 * Renumbers the rows' hidden `items[…][position]` fields to the shown order, so the form's own post (the
 * no-JavaScript path and "Update") agrees with what was sent.
 */
export function renumberPositions(list: HTMLElement): void {
  rowsOf(list).forEach((row, index) => {
    const field = row.querySelector<HTMLInputElement>('input[name$="[position]"]');
    if (field) field.value = String(index);
  });
}
