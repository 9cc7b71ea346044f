import { RequestError } from '../../core/http/request-errors.ts';

const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success, .coupon-error-notice';
const FORM = '.woocommerce-cart-form';
const EMPTY_MESSAGE = '.wc-empty-cart-message, .cart-empty';

export interface CartPageUpdate {
  emptied: boolean;
  /** The returned page's notices as plain text, for the live region. */
  noticeText: string;
}

/**
 * The server's answer as a cart page, or a typed error when it is not one. A 200 can carry an empty body
 * (`wp_die`), a login or firewall page, or a page cut off in transit; replacing the cart with any of these
 * would show an empty cart while the server still holds every line. A page counts when it arrived whole (its
 * closing `</html>` is there) and has the cart form or WooCommerce's empty-cart message.
 */
export function readCartPage(html: string): Document {
  if (html.trim() === '') throw new RequestError('empty', 'The cart page answer was empty.');
  if (!/<\/html\s*>/i.test(html)) throw new RequestError('malformed', `The cart page answer was cut off: …${html.slice(-80)}`);
  const page = new DOMParser().parseFromString(html, 'text/html');
  if (!page.querySelector(`${FORM}, ${EMPTY_MESSAGE}`)) {
    throw new RequestError('html', `The answer was not the cart page: ${page.title || html.slice(0, 80)}`);
  }
  return page;
}

/**
 * cart.js's `update_wc_div`: from the cart page the server returned, the cart form and the totals replace
 * their current blocks and the page's notices are shown; a page without a cart form (only the empty-cart
 * message, see `readCartPage`) means the cart is empty, and the whole cart area becomes the returned message.
 * Same-origin page markup, applied as HTML.
 */
export function applyCartPage(host: HTMLElement, page: Document): CartPageUpdate {
  const notices = [...page.querySelectorAll(NOTICES)].filter((notice) => !notice.parentElement?.closest(NOTICES));
  const noticeText = notices.map((notice) => notice.textContent?.replace(/\s+/g, ' ').trim() ?? '').join(' ');
  const newForm = page.querySelector(FORM);

  if (!newForm) {
    const message = page.querySelector(EMPTY_MESSAGE)!;
    const emptyArea = message.closest('shop-cart, .woocommerce');
    host.innerHTML = emptyArea ? emptyArea.innerHTML : message.outerHTML;
    return { emptied: true, noticeText };
  }
  host.querySelector(FORM)?.replaceWith(document.importNode(newForm, true));
  host.querySelector<HTMLButtonElement>(`${FORM} [name="update_cart"]`)?.setAttribute('disabled', '');
  const newTotals = page.querySelector('.cart_totals');
  const totals = host.querySelector('.cart_totals') ?? document.querySelector('.cart_totals');
  if (newTotals && totals) totals.replaceWith(document.importNode(newTotals, true));
  showNotices(host, notices);
  return { emptied: false, noticeText };
}

/**
 * The page's notices wrapper (created before the form when the page has none) shows these notices only, as
 * copies; returns the copies.
 */
export function showNotices(host: HTMLElement, notices: Element[]): Element[] {
  let wrapper = host.querySelector('.woocommerce-notices-wrapper');
  if (!wrapper) {
    wrapper = document.createElement('div');
    wrapper.className = 'woocommerce-notices-wrapper';
    host.prepend(wrapper);
  }
  const shown = notices.map((notice) => document.importNode(notice, true));
  wrapper.replaceChildren(...shown);
  return shown;
}
