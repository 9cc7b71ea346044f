import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { refreshFragments, startCartFragments } from '../../core/cart/fragment-refresh.ts';
import { announce } from '../../core/dom/announcer.ts';
import { blockElement } from '../../core/dom/block-overlay.ts';
import { followableUrl, navigate } from '../../core/dom/navigate.ts';
import { scrollToNotice } from '../../core/dom/scroll-to-notice.ts';
import { emit } from '../../core/events/emit.ts';
import { onLegacy, triggerLegacy } from '../../core/events/legacy-bridge.ts';
import { requestText } from '../../core/http/client.ts';
import { cartMutations } from '../../core/http/serial-queue.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';
import { outermostOnly } from '../../core/runtime/outermost-only.tsx';
import { applyCartPage, readCartPage, showNotices } from './cart-page-update.ts';
import { UPDATE_REQUESTED } from './cart-prelude.ts';

declare global {
  interface ShopEventDetailMap {
    /** The cart page's rows and totals were replaced from the server's page; `emptied` when no line is left. */
    'shop-cart-updated': { emptied: boolean };
    /** A cart page update failed; `message` is what the shopper was shown. */
    'shop-cart-update-failed': { message: string };
  }
}

export interface CartProps extends HostProps {
  /** Milliseconds after the last quantity change before the cart updates; 0 waits for "Update cart". */
  updateDelay?: number;
  /** Text of the link offered with an error, to load the cart page afresh. */
  reloadText?: string;
}

const FORM = '.woocommerce-cart-form';
const REMOVE_LINK = `${FORM} .product-remove > a, .woocommerce-cart .restore-item`;

/**
 * The cart page (cart.js): quantity changes and the "Update cart" button post the cart form, remove and undo
 * links are fetched, and the cart rows and totals are replaced from the page the server returns, without a
 * reload. Every update waits its turn in the cart-mutation queue.
 */
function CartPage({ host, updateDelay = 500, reloadText = 'Reload the cart' }: CartProps) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useLayoutEffect(() => startCartFragments(), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showError = useCallback(
    (message: string) => {
      // WooCommerce's `ul.woocommerce-error` for the theme's styling, in an alert region (a list cannot be one).
      const alert = document.createElement('div');
      alert.setAttribute('role', 'alert');
      alert.tabIndex = -1;
      const list = alert.appendChild(document.createElement('ul'));
      list.className = 'woocommerce-error';
      const item = list.appendChild(Object.assign(document.createElement('li'), { textContent: `${message} ` }));
      // What the page shows may no longer be what the server holds: a fresh page is one step away.
      item.append(
        Object.assign(document.createElement('a'), { className: 'shop-cart__reload', href: location.href, textContent: reloadText }),
      );
      const [shown] = showNotices(host, [alert]) as HTMLElement[];
      if (shown) void scrollToNotice(shown);
    },
    [host, reloadText],
  );

  const update = useCallback(
    async (send: () => Promise<string>, onFailure: (message: string) => void) => {
      clearTimeout(timer.current);
      const focusedName = (document.activeElement as HTMLInputElement | null)?.name;
      const blocked = [...host.querySelectorAll<HTMLElement>(`${FORM}, .cart_totals`)].map(blockElement);
      let answered = false;
      let page: Document;
      try {
        const html = await cartMutations.enqueue(() => send());
        answered = true;
        page = readCartPage(html);
      } catch (error) {
        blocked.forEach((release) => release());
        const message = error instanceof Error ? error.message : String(error);
        emit(host, 'shop-cart-update-failed', { message });
        // An answer that is not the cart page may follow a change the server did make: the page stays as it
        // is and the shopper is offered a reload, whatever the caller does with a failed request.
        (answered ? showError : onFailure)(message);
        return;
      }
      blocked.forEach((release) => release());
      const { emptied, noticeText } = applyCartPage(host, page);
      if (emptied) triggerLegacy('wc_cart_emptied');
      else triggerLegacy('updated_cart_totals');
      triggerLegacy('updated_wc_div');
      // What `updated_wc_div` asks of cart-fragments.js, also on pages without jQuery.
      void refreshFragments();
      emit(host, 'shop-cart-updated', { emptied });
      restoreFocus(host, focusedName);
      if (noticeText) void announce(noticeText);
    },
    [host, showError],
  );

  const postForm = useCallback(() => {
    const form = host.querySelector<HTMLFormElement>(FORM);
    if (!form) return;
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === 'string') body.append(key, value);
    body.set('update_cart', 'Update cart');
    const action = form.getAttribute('action') || location.href;
    void update(() => requestText(action, { method: 'POST', body }), showError);
  }, [host, update, showError]);

  useEffect(() => onLegacy('wc_update_cart', postForm, document), [postForm]);

  const quantityChanged = (): void => {
    host.querySelector<HTMLButtonElement>(`${FORM} [name="update_cart"]`)?.removeAttribute('disabled');
    if (updateDelay <= 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(postForm, updateDelay);
  };

  useDomEvent(host, 'change', (event: Event) => {
    if ((event.target as Element).matches(`${FORM} input.qty`)) quantityChanged();
  });

  // What came before this code arrived: another script's `wc_update_cart` (heard by the prelude) posts the form
  // now; a quantity changed meanwhile (typed, or stepped by a field whose code came first) counts as changed now,
  // the server's value being the field's default.
  useEffect(() => {
    const inputs = host.querySelectorAll<HTMLInputElement>(`${FORM} input.qty`);
    if (host.hasAttribute(UPDATE_REQUESTED)) {
      host.removeAttribute(UPDATE_REQUESTED);
      postForm();
    } else if ([...inputs].some((input) => input.value !== input.defaultValue)) quantityChanged();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: later changes come as change events.
  }, []);

  useDomEvent(host, 'submit', (event: SubmitEvent) => {
    const submitter = event.submitter as HTMLButtonElement | null;
    const byQuantityEnter = !submitter || (document.activeElement as Element | null)?.matches('input.qty');
    if (event.defaultPrevented || !(event.target as Element).matches(FORM)) return;
    if (submitter?.name !== 'update_cart' && !byQuantityEnter) return; // Coupons keep their own post.
    event.preventDefault();
    postForm();
  });

  useDomEvent(host, 'click', (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>(REMOVE_LINK);
    const href = followableUrl(link?.getAttribute('href'));
    if (!link || !href) return;
    event.preventDefault();
    void update(
      () => requestText(href, { method: 'GET' }),
      () => navigate(href, 'cart_remove_failed'),
    );
  });

  return null;
}

export const Cart = outermostOnly(CartPage);

/**
 * Focus goes back to the same field in the new form, else to the notices, never lost to the page. The
 * "Update cart" button that was pressed comes back disabled (nothing to update), so it cannot take focus.
 */
function restoreFocus(host: HTMLElement, focusedName: string | undefined): void {
  if (document.activeElement && document.activeElement !== document.body && host.contains(document.activeElement)) return;
  const named = focusedName ? host.querySelector<HTMLElement>(`${FORM} [name="${CSS.escape(focusedName)}"]`) : null;
  const field = named?.matches(':disabled') ? null : named;
  const target = field ?? host.querySelector<HTMLElement>('.woocommerce-notices-wrapper > *, .wc-empty-cart-message > *, .cart-empty');
  if (!target) return;
  if (field) field.focus();
  else void scrollToNotice(target);
}
