import DOMPurify from 'dompurify';

/**
 * Cleans HTML that is documented as HTML but not trusted as page markup (`price_html`, notices, third-party
 * dialogs): scripts, event handlers and `javascript:` URLs are removed.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The same cleaning, returned as nodes ready to insert. */
export function sanitizeToFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
}
