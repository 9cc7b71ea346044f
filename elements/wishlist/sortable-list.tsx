import { Fragment, useEffect, useId } from 'react';
import { createPortal } from 'react-dom';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { ReorderHandle } from './reorder-handle.tsx';
import { ROW } from './row-order.ts';
import { REORDER_TEXTS } from './reorder-texts.ts';
import { useLiveQuery } from './use-live-query.ts';

export interface SortableListProps {
  /** The sortable table's body. */
  list: HTMLElement;
  /** Saves the list's new order (after a drop by pointer or keyboard). */
  onReordered: (list: HTMLElement) => void;
  instructions?: string;
}

const byRowId = (a: HTMLElement, b: HTMLElement): number => (a.dataset.rowId ?? '').localeCompare(b.dataset.rowId ?? '');

/** Where a row's handle goes: YITH's arrange cell, else the row's first cell. */
const handleCell = (row: HTMLElement): Element | null => row.querySelector('.product-arrange') ?? row.firstElementChild;

/**
 * A sortable wishlist table: rows are dragged by their arrange cell (sortablejs, fetched only for a sortable
 * table) and moved by keyboard with a reorder button in the same cell; either way the new order is saved.
 */
export function SortableList({ list, onReordered, instructions = REORDER_TEXTS.instructions }: SortableListProps) {
  const rows = useLiveQuery(list, `${ROW}:not(.sortable-fallback)`, { subtree: false });
  const instructionsId = useId();
  const instructionsNode = useMountPoint(list.closest('table'), 'beforebegin', 'shop-wishlist__instructions');

  useEffect(() => {
    let sortable: { destroy(): void } | undefined;
    let gone = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (gone) return;
      sortable = Sortable.create(list, {
        draggable: ROW,
        handle: '.product-arrange',
        // Pointer events rather than HTML drag and drop: a drag may start on the reorder button in the cell,
        // and touch works the same way. The dragged copy goes to the body, out of the rows.
        forceFallback: true,
        fallbackOnBody: true,
        onEnd: ({ oldIndex, newIndex }) => {
          if (oldIndex !== newIndex) onReordered(list);
        },
      });
    });
    return () => {
      gone = true;
      sortable?.destroy();
    };
  }, [list, onReordered]);

  return (
    <>
      {instructionsNode &&
        createPortal(
          <span id={instructionsId} hidden>
            {instructions}
          </span>,
          instructionsNode,
        )}
      {/* Rendered in a fixed order, by row id, not in page order: a moved row must not move its handle's place
          among its siblings, which Preact (the lean build) answers by mounting the handle afresh, focus lost. */}
      {[...rows].sort(byRowId).map((row) => {
        const cell = handleCell(row);
        return (
          <Fragment key={row.dataset.rowId}>
            {cell && createPortal(<ReorderHandle row={row} list={list} instructionsId={instructionsId} onReordered={onReordered} />, cell)}
          </Fragment>
        );
      })}
    </>
  );
}
