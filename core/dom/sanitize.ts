import DOMPurify from 'dompurify';

/**
 * Cleans HTML that is documented as HTML but not trusted as page markup (`price_html`, notices, third-party
 * dialogs): scripts, event handlers and `javascript:` URLs are removed.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}
