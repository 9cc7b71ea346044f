import { useEffect, useMemo, useRef } from 'react';
import { mutateWishlist } from '../../core/wishlist/wishlist-actions.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { burstSender } from './burst-sender.ts';
import { rowContext } from './row-context.ts';

const QUANTITY = '.wishlist_table [data-row-id] .product-quantity input';

interface PendingQuantity {
  input: HTMLInputElement;
  token: string;
  value: string;
}

/**
 * A row's quantity is saved once the shopper has paused for `delay` ms (YITH waits 1,000 ms): a burst of
 * steps is one request with the last value. A failed save puts the field back to what the server holds.
 */
export function useQuantity(host: HTMLElement, delay: number, fail: (error: unknown) => void): void {
  // What the server holds per row, as far as this page knows: the printed value, then each saved one.
  const saved = useRef(new Map<string, string>());
  const sender = useMemo(
    () =>
      burstSender<PendingQuantity>(delay, (rowId, { input, token, value }) => {
        mutateWishlist(
          'update_item_quantity',
          { product_id: rowId, wishlist_token: token, quantity: value, fragments: {} },
          { target: host },
        ).then(
          () => saved.current.set(rowId, value),
          (error: unknown) => {
            if (input.value === value) input.value = saved.current.get(rowId) ?? input.defaultValue;
            fail(error);
          },
        );
      }),
    [delay, fail],
  );
  useEffect(() => () => sender.cancel(), [sender]);

  useDomEvent(host, 'change', (event: Event) => {
    const input = event.target as HTMLInputElement;
    const context = input.matches?.(QUANTITY) ? rowContext(input) : null;
    if (!context) return;
    if (!saved.current.has(context.rowId)) saved.current.set(context.rowId, input.defaultValue);
    sender.schedule(context.rowId, { input, token: context.wishlistToken, value: input.value });
  });
}
