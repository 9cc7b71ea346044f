import { emit } from '../../core/events/emit.ts';
import { legacyWrap, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { isAbort, RequestError } from '../../core/http/request-errors.ts';
import { loadFragments } from '../../core/wishlist/load-fragments.ts';
import { mutateWishlist, removeFromWishlist } from '../../core/wishlist/wishlist-actions.ts';
import { rowContext, type RowContext } from './row-context.ts';

/**
 * While a row's change is on its way the row is busy (its controls are not pressed twice); afterwards the
 * server's fragments have replaced the form, and a row the server no longer lists is taken out here only when
 * no fragment did it, so the page never shows a row half-removed or one the server still holds. When the
 * answer failed, the change may still have reached the server (a cut connection, a truncated answer): the
 * page's blocks are loaded again, so the rows are the server's. A refusal changed nothing.
 */
export async function onRow(context: RowContext, change: () => Promise<unknown>): Promise<void> {
  const { row } = context;
  row.setAttribute('aria-busy', 'true');
  row.classList.add('shop-wishlist__row--busy');
  try {
    await change();
    row.remove();
  } catch (error) {
    if (error instanceof RequestError && !isAbort(error)) loadFragments().catch(() => undefined);
    throw error;
  } finally {
    row.removeAttribute('aria-busy');
    row.classList.remove('shop-wishlist__row--busy');
  }
}

/** The row actions of YITH's wishlist table: remove from this wishlist, delete the item, remove from every wishlist. */
export function useRowActions(host: HTMLElement, fail: (error: unknown) => void): void {
  useDomEvent(host, 'click', (event: MouseEvent) => {
    const target = event.target as Element;
    const control = target.closest<HTMLElement>('.remove_from_wishlist, .delete_item, .remove_from_all_wishlists');
    const context = control && host.contains(control) ? rowContext(control) : null;
    if (!control || !context || event.defaultPrevented) return;
    event.preventDefault();
    if (context.row.getAttribute('aria-busy') === 'true') return;
    void onRow(context, () => send(host, control, context)).catch(fail);
  });
}

/**
 * The call each control makes, with the fields YITH's script sends for it. The native events start at the
 * element: the control may be gone by then, replaced with the rest of the form.
 */
function send(host: HTMLElement, control: HTMLElement, { row, rowId, wishlistId, wishlistToken }: RowContext): Promise<unknown> {
  if (control.matches('.remove_from_wishlist')) {
    return removeFromWishlist({ removeId: rowId, wishlistId, wishlistToken, button: control, wrap: row, target: host });
  }
  const productId = control.dataset.productId ?? rowId;
  const removed = (): void => {
    triggerLegacy('removed_from_wishlist', [legacyWrap(control), legacyWrap(row)]);
    emit(host, 'shop-wishlist-removed', { productId });
  };
  if (control.matches('.delete_item')) {
    return mutateWishlist('delete_item', { item_id: control.dataset.itemId ?? rowId }, { target: host }).then(removed);
  }
  return mutateWishlist(
    'remove_from_all_wishlists',
    { prod_id: productId, wishlist_id: control.dataset.wishlistId ?? wishlistId },
    { target: host },
  ).then(removed);
}
