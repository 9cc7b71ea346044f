import { requestText } from '../../core/http/client.ts';
import { sanitizeHtml } from '../../core/dom/sanitize.ts';

const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .wc-block-components-notice-banner';

/**
 * After a refused add, WooCommerce keeps its notices in the session for the product page to print. Loading
 * that page and taking its notices shows them here, once, as the plain form post would have. Resolves to
 * sanitized HTML, or '' when the page had none.
 */
export async function fetchServerNotices(productUrl: string): Promise<string> {
  const page = new DOMParser().parseFromString(await requestText(productUrl, { method: 'GET' }), 'text/html');
  return sanitizeHtml([...page.querySelectorAll(NOTICES)].map((notice) => notice.outerHTML).join(''));
}
