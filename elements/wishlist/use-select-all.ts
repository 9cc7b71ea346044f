import { useLayoutEffect } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useLiveQuery } from './use-live-query.ts';

const SELECT_ALL = '#bulk_add_to_cart, .wishlist_table thead .product-checkbox input[type="checkbox"]';
const ROW_CHECKBOX = '[data-row-id] .product-checkbox input[type="checkbox"]';

function rowCheckboxes(selectAll: Element): HTMLInputElement[] {
  const table = selectAll.closest('.wishlist_table') ?? selectAll.closest('form');
  return [...(table?.querySelectorAll<HTMLInputElement>(`${ROW_CHECKBOX}:enabled`) ?? [])];
}

/** The "select all" box shows whether all, some (mixed) or none of the rows are chosen. */
function reflect(selectAll: HTMLInputElement): void {
  const boxes = rowCheckboxes(selectAll);
  const checked = boxes.filter((box) => box.checked).length;
  selectAll.checked = boxes.length > 0 && checked === boxes.length;
  selectAll.indeterminate = checked > 0 && checked < boxes.length;
}

/**
 * The rows' checkboxes for "add selected to cart" and YITH's "select all" box: it checks or clears every row
 * (each row's box gets its change event, as YITH's script sent it), and follows the rows' own boxes.
 */
export function useSelectAll(host: HTMLElement): void {
  const selectAlls = useLiveQuery<HTMLInputElement>(host, SELECT_ALL);
  useLayoutEffect(() => selectAlls.forEach(reflect), [selectAlls]);

  useDomEvent(host, 'change', (event: Event) => {
    const box = event.target as HTMLInputElement;
    if (box.matches?.(SELECT_ALL)) {
      // Each row's change event updates this box too: the choice is read once, first.
      const checked = box.checked;
      for (const row of rowCheckboxes(box)) {
        if (row.checked === checked) continue;
        row.checked = checked;
        row.dispatchEvent(new Event('change', { bubbles: true }));
      }
      reflect(box);
    } else if (box.matches?.(ROW_CHECKBOX)) {
      selectAlls.filter((selectAll) => selectAll.closest('form')?.contains(box)).forEach(reflect);
    }
  });
}
