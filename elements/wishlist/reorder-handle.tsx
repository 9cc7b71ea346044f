import { useRef, useState, type KeyboardEvent } from 'react';
import { announce } from '../../core/dom/announcer.ts';
import { moveRow, restoreOrder, rowPositions, rowsOf } from './row-order.ts';
import { REORDER_TEXTS, fill } from './reorder-texts.ts';

export interface ReorderHandleProps {
  row: HTMLElement;
  list: HTMLElement;
  /** The id of the instructions the handle is described by. */
  instructionsId: string;
  /** Called once per drop that changed the order. */
  onReordered: (list: HTMLElement) => void;
}

/** The product's name as the row shows it, for the handle's label and the announcements. */
const productName = (row: HTMLElement): string =>
  row.querySelector('.product-name')?.textContent?.replace(/\s+/g, ' ').trim() || row.dataset.rowId || '';

/**
 * A row's keyboard reordering, beside the drag handle: Space or Enter picks the row up, the arrow keys move
 * it a place at a time, Space or Enter drops it (the new order is then saved), Escape or leaving the handle
 * without a drop puts it back. Every step is announced, since a move is otherwise silent.
 */
export function ReorderHandle({ row, list, instructionsId, onReordered }: ReorderHandleProps) {
  // The order before the pick-up; a ref, since a cancel that moves the focused row blurs it synchronously.
  const pickedFrom = useRef<string[] | null>(null);
  const [picked, setPicked] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const name = productName(row);

  const say = (text: string): void => {
    const rows = rowsOf(list);
    void announce(fill(text, { name, position: rows.indexOf(row) + 1, total: rows.length }));
  };

  const release = (): string[] | null => {
    const order = pickedFrom.current;
    pickedFrom.current = null;
    setPicked(false);
    row.classList.remove('shop-wishlist__row--picked');
    return order;
  };

  const drop = (): void => {
    const order = release();
    if (!order) return;
    say(REORDER_TEXTS.dropped);
    if (rowPositions(list).join() !== order.join()) onReordered(list);
  };

  const cancel = (): void => {
    const order = release();
    if (!order) return;
    restoreOrder(list, order);
    button.current?.focus();
    say(REORDER_TEXTS.cancelled);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (pickedFrom.current) return drop();
      pickedFrom.current = rowPositions(list);
      setPicked(true);
      row.classList.add('shop-wishlist__row--picked');
      say(REORDER_TEXTS.picked);
    } else if (pickedFrom.current && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      say(moveRow(row, event.key === 'ArrowUp' ? -1 : 1) ? REORDER_TEXTS.moved : REORDER_TEXTS.edge);
    } else if (pickedFrom.current && event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <button
      ref={button}
      type="button"
      className="shop-wishlist__reorder"
      aria-label={fill(REORDER_TEXTS.handle, { name })}
      aria-describedby={instructionsId}
      aria-pressed={picked}
      onKeyDown={onKeyDown}
      // A click (or Enter turned into one) must not submit the wishlist form.
      onClick={(event) => event.preventDefault()}
      onBlur={cancel}
    />
  );
}
