import { loadSanitizer } from '../../core/dom/sanitize.ts';

const WRAPPER = '.woocommerce-notices-wrapper';

/**
 * The notices wrapper the wishlist page shows its messages in: one inside the element, else the page's own
 * (WooCommerce prints one above the content), else one created at the top of the element.
 */
function noticesWrapper(host: HTMLElement): Element {
  const existing = host.querySelector(WRAPPER) ?? document.querySelector(WRAPPER);
  if (existing) return existing;
  const wrapper = document.createElement('div');
  wrapper.className = WRAPPER.slice(1);
  host.prepend(wrapper);
  return wrapper;
}

/**
 * Puts the notices in the wrapper, in place of the earlier ones, and takes them away `timeout` ms later, as
 * YITH's script did (`time_to_close_prettyphoto`): never while the pointer or focus is on them (a "View cart"
 * link being reached stays), so the time then starts again.
 */
function showFor(host: HTMLElement, notices: ChildNode[], timeout: number): void {
  const wrapper = noticesWrapper(host);
  wrapper.replaceChildren(...notices);
  const expire = (): void => {
    // With no time to show them (0), there is nothing to wait for: checking again at once would spin.
    if (timeout > 0 && wrapper.matches(':hover, :focus-within')) setTimeout(expire, timeout);
    // Notices shown since have replaced these.
    else notices.forEach((notice) => notice.parentNode === wrapper && notice.remove());
  };
  setTimeout(expire, timeout);
}

/**
 * Shows a failure as WooCommerce's error notice in an alert region, so it is read out without taking the
 * shopper's focus away from the row they were working on. The message is text.
 */
export function showWishlistError(host: HTMLElement, message: string, timeout: number): void {
  const notice = document.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  showFor(host, [notice], timeout);
}

/**
 * YITH's "added to cart" message: the `added_to_cart_message` label is HTML by design (a notices wrapper
 * around a `woocommerce-message`); it is cleaned, and its notices are shown in the page's wrapper.
 */
export async function showAddedToCartMessage(host: HTMLElement, labelHtml: string, timeout: number): Promise<void> {
  const fragment = (await loadSanitizer()).fragment(labelHtml);
  const wrapped = fragment.querySelector(WRAPPER);
  showFor(host, [...(wrapped ? wrapped.childNodes : fragment.childNodes)], timeout);
}
