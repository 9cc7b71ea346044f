// Keeps React and the core this chunk uses in the one shared chunk (see core/shared-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { DialogFeedback, useFeedbackClose, type Feedback } from '../../core/dialog/dialog-feedback.tsx';
import { ModalDialog } from '../../core/dialog/modal-dialog.tsx';
import { WISHLIST_POPUP_CLASSES } from '../../core/wishlist/wishlist-popup.ts';
import { emit } from '../../core/events/emit.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { failureMessage, mutateWishlist, WishlistCookiesError } from '../../core/wishlist/wishlist-actions.ts';
import { moveRequest, NEW_WISHLIST } from './move-request.ts';
import { copyPopupContent, formFields, markInvalid, takeHeading } from './popup-content.ts';
import type { OpenPopup, PopupKind } from './popup-kinds.ts';
import { sendMove } from './send-move.ts';

declare global {
  interface ShopEventDetailMap {
    /** The estimate request of a wishlist was sent; the server's answer replaced the form. */
    'shop-wishlist-estimate-sent': { wishlistId: string };
  }
}

/** Titles for printed content without a heading (YITH's English ones). */
const TITLES: Record<PopupKind, string> = {
  move: 'Move to another wishlist',
  estimate: 'Ask for an estimate',
  create: 'Create a new wishlist',
};

const NAME = '.wishlist-name, input[name="wishlist_name"]';

interface WishlistPopupProps {
  popup: OpenPopup;
  host: HTMLElement;
  closeLabel: string;
  /** Milliseconds the outcome stays before the popup closes. */
  timeout: number;
  onClose: () => void;
}

/**
 * One of the wishlist page's popups as an APG modal dialog (core/dialog), holding a copy of the content YITH
 * prints for it: move the row's item to another wishlist (or a new one, which needs a name), ask an estimate
 * (the server's template replaces the form; a refusal is an error box under the description), or create a
 * wishlist (a name is required; the form then posts as printed). See README.md#what-it-does.
 */
export function WishlistPopup({ popup, host, closeLabel, timeout, onClose }: WishlistPopupProps) {
  const suffix = useId();
  const [{ copy, title }] = useState(() => {
    const content = copyPopupContent(popup.content, `-${suffix}`);
    return { copy: content, title: takeHeading(content, TITLES[popup.kind]) };
  });
  // The dialog's body is in the page a render after this component (the dialog mounts its root first).
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // The estimate's answer is shown in place of the form rather than as a feedback line.
  const [answered, setAnswered] = useState(false);
  useFeedbackClose(feedback, timeout, onClose);

  /** Runs one request at a time; cookies off closes the popup (the shopper has had the alert). */
  const send = async (request: () => Promise<void>, onFailure: (message: string) => void): Promise<void> => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await request();
    } catch (error) {
      if (error instanceof WishlistCookiesError) onClose();
      else onFailure(failureMessage(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const move = (form: Element): void => {
    const select = form.querySelector<HTMLSelectElement>('.wishlist-select');
    const name = form.querySelector<HTMLInputElement>(NAME);
    const request = moveRequest({
      source: form.querySelector<HTMLInputElement>('.origin-wishlist-id')?.value || (popup.context?.wishlistToken ?? ''),
      destination: select?.value ?? '',
      itemId: popup.context?.rowId ?? '',
      name: name?.value,
      visibility: form.querySelector<HTMLInputElement>('.wishlist-visibility:checked')?.value ?? '0',
    });
    markInvalid(name, !request.ok && request.reason === 'name');
    if (!request.ok) {
      if (request.reason === 'incomplete') select?.focus();
      return;
    }
    // A complete request has the row's item id, so the popup was opened from a row.
    const context = popup.context!;
    void send(
      async () => {
        const answer = await sendMove(host, context, request.fields, popup.opener);
        setFeedback({ message: answer.message || TITLES.move, error: false });
      },
      (message) => setFeedback({ message, error: true }),
    );
  };

  const estimate = (form: HTMLFormElement): void => {
    const fields = formFields(form);
    void send(
      async () => {
        const answer = await mutateWishlist('ask_an_estimate', { ...fields, fragments: {} }, { target: host });
        // The template is the shop's own HTML, documented as such; it is cleaned before it is shown.
        const template = (await loadSanitizer()).fragment(answer.template);
        const shown = template.childNodes.length > 0;
        if (shown) form.replaceWith(template);
        setAnswered(shown);
        setFeedback({ message: (shown ? container?.textContent?.trim() : '') || answer.message, error: false });
        emit(host, 'shop-wishlist-estimate-sent', { wishlistId: String(fields['ask_an_estimate'] ?? '') });
      },
      (message) => {
        // YITH's error box, under the description; the shopper's entries stay as they were.
        const box = document.createElement('div');
        box.className = 'woocommerce-error';
        box.setAttribute('role', 'alert');
        box.textContent = message;
        form.querySelector('.woocommerce-error')?.remove();
        const description = form.querySelector('.popup-description');
        if (description) description.after(box);
        else form.prepend(box);
      },
    );
  };

  /** The move popup's name and visibility row is for a new wishlist only. */
  const showNewRow = (form: Element, focus: boolean): void => {
    const isNew = form.querySelector<HTMLSelectElement>('.wishlist-select')?.value === NEW_WISHLIST;
    const row = form.querySelector<HTMLElement>('.yith-wcwl-second-row');
    if (row) row.hidden = !isNew;
    if (isNew && focus) form.querySelector<HTMLInputElement>(NAME)?.focus();
  };

  useLayoutEffect(() => {
    if (!container) return;
    container.append(copy);
    if (popup.kind === 'move') showNewRow(container, false);
    // The name is checked here, with YITH's invalid mark, rather than by the browser's own bubble.
    if (popup.kind !== 'estimate') for (const form of container.querySelectorAll('form')) form.noValidate = true;
    const onSubmit = (event: SubmitEvent): void => {
      const form = event.target as HTMLFormElement;
      if (popup.kind === 'create') {
        const name = form.querySelector<HTMLInputElement>(NAME);
        const empty = !name?.value.trim();
        markInvalid(name, empty);
        // With a name, the form posts as printed: YITH creates wishlists in its form handler, not over admin-ajax.
        if (empty) event.preventDefault();
        return;
      }
      event.preventDefault();
      if (popup.kind === 'move') move(form);
      else estimate(form);
    };
    const onClick = (event: MouseEvent): void => {
      const button = (event.target as Element).closest('.move_to_wishlist');
      if (!button || popup.kind !== 'move') return;
      event.preventDefault();
      move(button.closest('form') ?? container);
    };
    const onChange = (event: Event): void => {
      const field = event.target as HTMLElement;
      if (event.type === 'change' && field.matches('.wishlist-select')) showNewRow(container, true);
      // Typing a name takes the mark away; the next submit checks again.
      if (event.type === 'input' && field.matches(NAME)) markInvalid(field, false);
    };
    container.addEventListener('submit', onSubmit);
    container.addEventListener('click', onClick);
    container.addEventListener('change', onChange);
    container.addEventListener('input', onChange);
    return () => {
      container.removeEventListener('submit', onSubmit);
      container.removeEventListener('click', onClick);
      container.removeEventListener('change', onChange);
      container.removeEventListener('input', onChange);
    };
    // The handlers read the latest props through the popup, fixed for the dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  return (
    <ModalDialog
      classes={WISHLIST_POPUP_CLASSES}
      title={title}
      closeLabel={closeLabel}
      onClose={onClose}
      busy={busy}
      stateClass={`shop-wishlist-popup__dialog--${popup.kind}`}
    >
      {() => (
        <>
          <div ref={setContainer} className="shop-wishlist-popup__content" hidden={Boolean(feedback && !answered)} />
          {feedback && !answered && <DialogFeedback feedback={feedback} className="shop-wishlist-popup__feedback" />}
        </>
      )}
    </ModalDialog>
  );
}
