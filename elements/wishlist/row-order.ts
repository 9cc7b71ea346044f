/** A wishlist row in any of YITH's templates: a table row, a grid item or a mobile list item. */
export const ROW = '[data-row-id]';

/** The rows of one list (the table body, the grid or the mobile list), in page order. */
export function rowsOf(list: Element): HTMLElement[] {
  return [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement && child.matches(ROW));
}

/** The row ids in page order: what YITH sends as `positions` after a reorder. */
export function rowPositions(list: Element): string[] {
  return rowsOf(list).map((row) => row.dataset.rowId ?? '');
}

/**
 * Moves a row one place up (-1) or down (+1) among its siblings by moving the neighbour across it: the row
 * itself never leaves the document, so the control in it keeps the keyboard focus. Returns false at either
 * end, where nothing moves.
 */
export function moveRow(row: HTMLElement, by: -1 | 1): boolean {
  const list = row.parentElement;
  if (!list) return false;
  const rows = rowsOf(list);
  const neighbour = rows[rows.indexOf(row) + by];
  if (!neighbour) return false;
  row.insertAdjacentElement(by < 0 ? 'afterend' : 'beforebegin', neighbour);
  return true;
}

/** Puts the rows back in a recorded order (a cancelled keyboard move, a refused reorder). */
export function restoreOrder(list: Element, order: readonly string[]): void {
  const rows = new Map(rowsOf(list).map((row) => [row.dataset.rowId, row]));
  let previous: Element | null = null;
  for (const id of order) {
    const row = rows.get(id);
    if (!row) continue;
    // Only rows out of place move, so a focused row that is already where it belongs keeps its focus.
    const expected: Element | null = previous ? previous.nextElementSibling : list.firstElementChild;
    if (expected !== row) previous ? previous.after(row) : list.prepend(row);
    previous = row;
  }
}
