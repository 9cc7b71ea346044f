import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { wishlistParams } from '../../core/config/params.ts';
import { paramFlag } from '../../core/config/read-params.ts';
import { afterNextPaint } from '../../core/dom/after-next-paint.ts';
import { announce } from '../../core/dom/announcer.ts';
import { navigate } from '../../core/dom/navigate.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { addToWishlist, failureMessage, removeFromWishlist, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';
import { loadFragments, startWishlistFragments } from '../../core/wishlist/load-fragments.ts';
import { collectFragments } from '../../core/wishlist/wishlist-fragments.ts';
import { DialogFeedback, useFeedbackClose, type Feedback } from '../../core/dialog/dialog-feedback.tsx';
import { popupTimeout, WISHLIST_POPUP_CLASSES } from '../../core/wishlist/wishlist-popup.ts';
import { POPUP_TEXTS } from './popup-texts.ts';
import { BLOCK, markExisting, readBlock, retargetBlock } from './wishlist-block.ts';
import { readWishlists, type WishlistChoice } from './wishlist-choice.ts';

// The multi-wishlist popup's code is fetched the first time a popup opens.
const AddToWishlistDialog = lazy(() => import('./add-to-wishlist-dialog.tsx').then((module) => ({ default: module.AddToWishlistDialog })));

export interface WishlistButtonProps extends HostProps {
  productId?: string;
  productName?: string;
  label?: string;
  addedMessage?: string;
  removedMessage?: string;
  addAction?: string;
  removeAction?: string;
  wishlists?: unknown;
  popupTitle?: string;
  feedbackTimeout?: number;
}

const CONTROL = 'shop-wishlist-button__control';

/**
 * Whether a change in the host can concern the block: not the button's own control (its mount point and what is
 * rendered there) nor the classes it sets on the host. Without this filter every button rendered again for its
 * own first render.
 */
function concernsBlock(host: HTMLElement, record: MutationRecord): boolean {
  const target = record.target instanceof Element ? record.target : record.target.parentElement;
  if (!target || target.closest(`.${CONTROL}`)) return false;
  if (record.type === 'attributes') return target !== host;
  return [...record.addedNodes, ...record.removedNodes].some((node) => !(node instanceof Element && node.classList.contains(CONTROL)));
}

/** The block inside the host, found again after every fragment replaced it or changed its state. */
function useBlock(host: HTMLElement): Element | null {
  const [block, setBlock] = useState(() => host.querySelector(BLOCK));
  const [, setVersion] = useState(0);
  useLayoutEffect(() => {
    const update = (): void => {
      setBlock(host.querySelector(BLOCK));
      setVersion((version) => version + 1);
    };
    const observer = new MutationObserver((records) => {
      if (records.some((record) => concernsBlock(host, record))) update();
    });
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'href'] });
    // A fragment may have replaced the block between the render and now.
    if (host.querySelector(BLOCK) !== block) update();
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the block of the first render only: later ones come through `update`.
  }, [host]);
  return block;
}

/**
 * The theme's wishlist button around YITH's add-to-wishlist block (README.md#what-it-does): a toggle named after
 * the product whose `aria-pressed` says whether the product is in a wishlist. Pressed, it opens the wishlist page
 * (or removes the product when the block offers removal); unpressed, it adds the product. The block itself is
 * replaced by the server's fragments.
 */
export function WishlistButton({
  host,
  productId,
  productName = '',
  label = 'Add “{product}” to wishlist',
  addedMessage = '“{product}” was added to your wishlist.',
  removedMessage = '“{product}” was removed from your wishlist.',
  addAction,
  removeAction,
  wishlists,
  popupTitle = 'Select a wishlist',
  feedbackTimeout,
}: WishlistButtonProps) {
  const block = useBlock(host);
  const mount = useMountPoint(host, 'afterbegin', CONTROL);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [popup, setPopup] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [lists, setLists] = useState(() => readWishlists(wishlists));
  const multiWishlist = paramFlag(wishlistParams().multi_wishlist);
  const state = readBlock(block);
  const id = productId ?? block?.getAttribute('data-fragment-ref') ?? '';
  const words = (template: string): string => template.replaceAll('{product}', productName);

  useEffect(startWishlistFragments, []);

  useLayoutEffect(() => {
    host.classList.toggle('loading', busy);
    host.toggleAttribute('upgraded', true);
    return () => host.removeAttribute('upgraded');
  }, [host, busy]);

  // The variation form switches `product-id`; the block follows, and shows that product's state.
  useEffect(() => {
    if (!block || !id) return;
    const requested = retargetBlock(block, id);
    if (requested) loadFragments(requested).catch(() => undefined);
  }, [block, id]);

  const press = async (): Promise<void> => {
    if (busy || !id) return;
    if (state.inList && !state.removeId && state.browseUrl) return navigate(state.browseUrl, 'wishlist-browse');
    if (multiWishlist && !state.inList) return setPopup(true);
    setBusy(true);
    setError('');
    // The busy state is painted first; the request's preparation (cookie check, fragments, events) comes after.
    await afterNextPaint();
    try {
      const button = host.querySelector('.shop-wishlist-button__toggle') ?? host;
      const wrap = host.querySelector(BLOCK);
      if (state.removeId) {
        await removeFromWishlist({ removeId: state.removeId, productId: id, button, wrap, target: host, action: removeAction });
        host.classList.add('wishlist-added');
        void announce(words(removedMessage));
        return;
      }
      const answer = await addToWishlist({ productId: id, productType: state.productType, button, target: host, action: addAction });
      if (!answer) return;
      if (answer.result === 'error') return setError(answer.message || failureMessage(null));
      markExisting(host.querySelector(BLOCK));
      host.classList.add('wishlist-added');
      void announce(words(addedMessage));
    } catch (failure) {
      // The cookie alert already told the shopper, and nothing was sent.
      if (failure instanceof WishlistCookiesError) return;
      setError(failureMessage(failure));
      // The change may have reached the server before the answer failed: the block is asked for again, so the
      // toggle shows what the server holds.
      loadFragments(collectFragments({ productId: id })).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  /** The popup's add: its answer (or failure) is the feedback shown in the popup, which then closes by itself. */
  const addFromPopup = async ({ wishlistId, wishlistName, wishlistVisibility }: WishlistChoice): Promise<void> => {
    setBusy(true);
    try {
      const button = host.querySelector('.shop-wishlist-button__toggle') ?? host;
      const answer = await addToWishlist({
        productId: id,
        productType: state.productType,
        wishlistId,
        wishlistName,
        wishlistVisibility,
        button,
        target: host,
        action: addAction,
      });
      if (!answer) return setPopup(false);
      if (answer.userWishlists.length) setLists(answer.userWishlists.map(({ id: listId, name }) => ({ id: listId, name })));
      const failed = answer.result === 'error';
      if (!failed) {
        markExisting(host.querySelector(BLOCK));
        host.classList.add('wishlist-added');
      }
      setFeedback({ message: answer.message || (failed ? failureMessage(null) : words(addedMessage)), error: failed });
    } catch (failure) {
      if (failure instanceof WishlistCookiesError) return setPopup(false);
      setFeedback({ message: failureMessage(failure), error: true });
      loadFragments(collectFragments({ productId: id })).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const closePopup = useCallback(() => {
    setPopup(false);
    setFeedback(null);
  }, []);

  useFeedbackClose(feedback, popupTimeout(feedbackTimeout), closePopup);

  // YITH's own links, where visible (and a click on one before the code arrived, replayed), act as the toggle.
  useDomEvent(host, 'click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('.add_to_wishlist, .delete_item')) return;
    event.preventDefault();
    void press();
  });

  useEffect(() => {
    if (error) void announce(error);
  }, [error]);

  if (!mount) return null;
  return createPortal(
    <>
      <button
        type="button"
        className="shop-wishlist-button__toggle"
        aria-pressed={state.inList}
        aria-busy={busy || undefined}
        aria-label={words(label)}
        onClick={() => void press()}
      >
        <span className="shop-wishlist-button__icon" aria-hidden="true" />
      </button>
      {error && <span className="shop-wishlist-button__message shop-wishlist-button__message--error">{error}</span>}
      {popup && (
        <Suspense fallback={null}>
          <AddToWishlistDialog
            texts={{ ...POPUP_TEXTS, title: popupTitle }}
            wishlists={lists}
            busy={busy}
            feedback={feedback && <DialogFeedback feedback={feedback} className="shop-wishlist-popup__feedback" />}
            classes={WISHLIST_POPUP_CLASSES}
            onSubmit={(choice) => void addFromPopup(choice)}
            onClose={closePopup}
          />
        </Suspense>
      )}
    </>,
    mount,
  );
}
