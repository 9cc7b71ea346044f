/** WooCommerce's notices as classic templates and the blocks' notice banners print them. */
const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .wc-block-components-notice-banner';
const ERROR_NOTICES = '.woocommerce-error, .wc-block-components-notice-banner.is-error';
const SUCCESS_NOTICES = '.woocommerce-message, .wc-block-components-notice-banner.is-success';

/** The notices a server-rendered page printed, outermost only (a banner's own parts are not notices). */
export function pageNotices(page: ParentNode): Element[] {
  return [...page.querySelectorAll(NOTICES)].filter((notice) => !notice.parentElement?.closest(NOTICES));
}

export const isErrorNotice = (notice: Element): boolean => notice.matches(ERROR_NOTICES);
export const isSuccessNotice = (notice: Element): boolean => notice.matches(SUCCESS_NOTICES);
