import { useEffect, useMemo, useRef } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { sendUnreadChange } from '../../core/wishlist/wishlist-actions.ts';
import { burstSender } from './burst-sender.ts';
import { rowContext } from './row-context.ts';

const QUANTITY = '.wishlist_table [data-row-id] .product-quantity input';

interface PendingQuantity {
  input: HTMLInputElement;
  productId: string;
  token: string;
  value: string;
}

/** The call names the product: YITH's field is `items[<product id>][quantity]`, else the row id stands for it. */
const productOf = (input: HTMLInputElement, rowId: string): string => /^items\[(\d+)\]\[quantity\]$/.exec(input.name)?.[1] ?? rowId;

/**
 * A row's quantity is saved once the shopper has paused for `delay` ms (YITH waits 1,000 ms): a burst of
 * steps is one request with the last value. A failed save puts the field back to what the server holds.
 */
export function useQuantity(host: HTMLElement, delay: number, fail: (error: unknown) => void): void {
  // What the server holds per row, as far as this page knows: the printed value, then each saved one.
  const saved = useRef(new Map<string, string>());
  const sender = useMemo(
    () =>
      burstSender<PendingQuantity>(delay, (rowId, { input, productId, token, value }) => {
        sendUnreadChange('update_item_quantity', { product_id: productId, wishlist_token: token, quantity: value }, { target: host }).then(
          () => saved.current.set(rowId, value),
          (error: unknown) => {
            if (input.value === value) input.value = saved.current.get(rowId) ?? input.defaultValue;
            fail(error);
          },
        );
      }),
    [host, delay, fail],
  );
  useEffect(() => () => sender.cancel(), [sender]);

  const onEdit = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    const context = input.matches?.(QUANTITY) ? rowContext(input) : null;
    if (!context || input.value === '') return;
    if (!saved.current.has(context.rowId)) saved.current.set(context.rowId, input.defaultValue);
    sender.schedule(context.rowId, { input, productId: productOf(input, context.rowId), token: context.wishlistToken, value: input.value });
  };
  // Each step of the arrow keys or the spinner is an input event; typing ends with a change.
  useDomEvent(host, 'input', onEdit);
  useDomEvent(host, 'change', onEdit);
}
