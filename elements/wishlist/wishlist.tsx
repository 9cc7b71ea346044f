import { useCallback, useLayoutEffect, useRef } from 'react';
import { emit } from '../../core/events/emit.ts';
import { startWishlistFragments } from '../../core/wishlist/load-fragments.ts';
import { failureMessage, sendUnreadChange, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { restoreOrder, rowPositions } from './row-order.ts';
import { SortableList } from './sortable-list.tsx';
import { SORTABLE_LIST, renumberPositions, sortFields } from './sort-request.ts';
import { useGridDetails } from './use-grid-details.ts';
import { useLiveQuery } from './use-live-query.ts';
import { usePrivacy } from './use-privacy.ts';
import { useQuantity } from './use-quantity.ts';
import { useRowActions } from './use-row-actions.ts';
import { useRowMove } from './row-move.tsx';
import { useWishlistPopups } from './use-popups.tsx';
import { useRowAddToCart } from './use-row-add-to-cart.ts';
import { useSelectAll } from './use-select-all.ts';
import { useShareLink } from './use-share-link.ts';
import { useTitleForm } from './use-title-form.ts';
import { showWishlistError } from './wishlist-notices.ts';
import { wishlistSettings, type WishlistSettingsProps } from './wishlist-settings.ts';

declare global {
  interface ShopEventDetailMap {
    /** The rows of a wishlist were reordered and the server has the new order (row ids, first to last). */
    'shop-wishlist-sorted': { positions: string[] };
  }
}

export interface WishlistProps extends HostProps, WishlistSettingsProps {
  /** Read to screen reader users on each row's reorder button. */
  reorderInstructions?: string;
  /** Announced once the share link is on the clipboard. */
  copiedText?: string;
  /** Announced when the link could not be copied (it is left selected in its field). */
  copyFailedText?: string;
  /** Label of the name field shown when a row is moved to a new wishlist. */
  newWishlistLabel?: string;
  /** The button beside it. */
  moveText?: string;
  /** The close button of the popups. */
  closeText?: string;
}

/**
 * YITH WooCommerce Wishlist's wishlist page around its server markup: the wishlist table (or the images grid,
 * or the mobile list) with row actions, quantities, reordering, add to cart, the title, privacy and share
 * controls, and the manage-wishlists table. See README.md.
 */
function WishlistPage(props: WishlistProps) {
  const {
    host,
    reorderInstructions,
    copiedText = 'Link copied.',
    copyFailedText = 'The link could not be copied; it is selected, ready to copy.',
    newWishlistLabel = 'Name of the new wishlist',
    moveText = 'Move',
    closeText = 'Close',
  } = props;
  const settings = wishlistSettings(props);
  // The order the server holds for each sortable list, to go back to when a save fails.
  const savedOrders = useRef(new WeakMap<HTMLElement, string[]>());
  const sortableLists = useLiveQuery(host, SORTABLE_LIST);

  const fail = useCallback(
    (error: unknown) => {
      // With cookies off the shopper has already been alerted.
      if (!(error instanceof WishlistCookiesError)) showWishlistError(host, failureMessage(error), settings.feedbackTimeout);
    },
    [host, settings.feedbackTimeout],
  );

  const saveOrder = useCallback(
    (list: HTMLElement) => {
      const before = savedOrders.current.get(list);
      const positions = rowPositions(list);
      renumberPositions(list);
      sendUnreadChange('sort_wishlist_items', sortFields(list), { target: host }).then(
        () => {
          savedOrders.current.set(list, positions);
          emit(host, 'shop-wishlist-sorted', { positions });
        },
        (error: unknown) => {
          // A later drop may have been saved meanwhile; only the latest order the server holds is restored.
          if (before && rowPositions(list).join() === positions.join()) {
            restoreOrder(list, savedOrders.current.get(list) ?? before);
            renumberPositions(list);
          }
          fail(error);
        },
      );
    },
    [host, fail],
  );

  for (const list of sortableLists) if (!savedOrders.current.has(list)) savedOrders.current.set(list, rowPositions(list));

  useQuantity(host, settings.quantityDelay, fail);
  useRowActions(host, fail);
  const newWishlistName = useRowMove(host, { name: newWishlistLabel, submit: moveText }, fail);
  useRowAddToCart(host, settings);
  useTitleForm(host, fail);
  usePrivacy(host, fail);
  useShareLink(host, { copied: copiedText, copyFailed: copyFailedText });
  useGridDetails(host);
  useSelectAll(host);
  const popup = useWishlistPopups(host, { closeLabel: closeText, timeout: settings.feedbackTimeout });
  // The page's fragments and YITH's mobile template below `mobile_media_query`, shared with the other wishlist elements.
  useLayoutEffect(() => startWishlistFragments(), []);

  return (
    <>
      {newWishlistName}
      {popup}
      {sortableLists.map((list, index) => (
        <SortableList key={index} list={list} onReordered={saveOrder} instructions={reorderInstructions} />
      ))}
    </>
  );
}

export const Wishlist = outermostOnly(WishlistPage);
