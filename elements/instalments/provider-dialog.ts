// Keeps React and the core this chunk uses in the one shared chunk (see core/shared-chunk.ts), not a chunk of their own.
import '../../core/shared-later-chunk.ts';
import type { Config } from 'dompurify';
import { requestText } from '../../core/http/client.ts';
import { isAbort } from '../../core/http/request-errors.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';

export type DialogResult = { kind: 'content'; html: string } | { kind: 'empty' } | { kind: 'failed' };

/**
 * The dialog shows the provider's text, headings, lists, images and links, and nothing more: no style elements or
 * attributes (they would restyle or cover the shop's page), no forms or form controls (a control's `form`
 * attribute could even reach the shop's own forms), and only http(s) URLs.
 */
const DIALOG_POLICY: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'option', 'optgroup', 'datalist', 'textarea', 'output'],
  FORBID_ATTR: ['style', 'action', 'form', 'formaction'],
  ALLOWED_URI_REGEXP: /^https?:/i,
};

const loaded = new Map<string, string>();

/** Per attempt: a shopper waits at most twice this before the error shows. */
const DIALOG_TIMEOUT = 8000;

/**
 * Fetches the provider's dialog HTML and sanitises it. A failure or an empty body is retried once bypassing the
 * HTTP cache (a CDN may have cached the bad answer); only content that loaded is remembered for the page.
 */
export async function loadDialog(url: URL, signal: AbortSignal, timeout = DIALOG_TIMEOUT): Promise<DialogResult> {
  const known = loaded.get(url.href);
  if (known) return { kind: 'content', html: known };
  let result = await attempt(url, signal, 'default', timeout);
  if (result.kind !== 'content') result = await attempt(url, signal, 'reload', timeout);
  if (result.kind === 'content') loaded.set(url.href, result.html);
  return result;
}

async function attempt(url: URL, signal: AbortSignal, cache: RequestCache, timeout: number): Promise<DialogResult> {
  try {
    // DOMPurify loads with the first dialog, not with the messaging.
    const [body, sanitizer] = await Promise.all([requestText(url.href, { method: 'GET', signal, cache, timeout }), loadSanitizer()]);
    const html = sanitizer.html(body, DIALOG_POLICY);
    return html.trim() === '' ? { kind: 'empty' } : { kind: 'content', html };
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'failed' };
  }
}
