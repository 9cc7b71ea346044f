/**
 * WooCommerce's account pages (login, registration, lost password, account details) focus their first notice with
 * something to say once the page is ready, so that a screen reader reads at once why a login or a save failed. Its
 * `wc-account-i18n` script did it with jQuery; the library's entry does it, so that the page can do without both.
 * As there, the focus comes after the tasks already queued, so that no other focus (a skip link's) takes it over.
 */
export function focusAccountNotice(): void {
  if (!document.body?.classList.contains('woocommerce-account')) return;
  setTimeout(() => {
    const notice = [...document.querySelectorAll<HTMLElement>('[role="alert"]')].find((alert) => alert.textContent?.trim());
    if (!notice) return;
    notice.tabIndex = -1;
    notice.focus();
  });
}
