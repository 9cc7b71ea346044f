const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success, .coupon-error-notice';

export interface CartPageUpdate {
  emptied: boolean;
  /** The returned page's notices as plain text, for the live region. */
  noticeText: string;
}

/**
 * cart.js's `update_wc_div`: from the cart page the server returned, the cart form and the totals replace
 * their current blocks and the page's notices are shown; a page without a cart form means the cart is empty,
 * and the whole cart area becomes the returned empty-cart message. Same-origin page markup, applied as HTML.
 */
export function applyCartPage(host: HTMLElement, page: Document): CartPageUpdate {
  const notices = [...page.querySelectorAll(NOTICES)].filter((notice) => !notice.parentElement?.closest(NOTICES));
  const noticeText = notices.map((notice) => notice.textContent?.replace(/\s+/g, ' ').trim() ?? '').join(' ');
  const newForm = page.querySelector('.woocommerce-cart-form');

  if (!newForm) {
    const emptyArea = page.querySelector('.wc-empty-cart-message')?.closest('shop-cart, .woocommerce');
    host.innerHTML = emptyArea?.innerHTML ?? '';
    return { emptied: true, noticeText };
  }
  host.querySelector('.woocommerce-cart-form')?.replaceWith(document.importNode(newForm, true));
  host.querySelector<HTMLButtonElement>('.woocommerce-cart-form [name="update_cart"]')?.setAttribute('disabled', '');
  const newTotals = page.querySelector('.cart_totals');
  const totals = host.querySelector('.cart_totals') ?? document.querySelector('.cart_totals');
  if (newTotals && totals) totals.replaceWith(document.importNode(newTotals, true));
  showNotices(host, notices);
  return { emptied: false, noticeText };
}

/** The page's notices wrapper (created before the form when the page has none) shows these notices only. */
export function showNotices(host: HTMLElement, notices: Element[]): void {
  let wrapper = host.querySelector('.woocommerce-notices-wrapper');
  if (!wrapper) {
    wrapper = document.createElement('div');
    wrapper.className = 'woocommerce-notices-wrapper';
    host.prepend(wrapper);
  }
  wrapper.replaceChildren(...notices.map((notice) => document.importNode(notice, true)));
}
