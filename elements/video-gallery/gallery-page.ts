import { requestText } from '../../core/http/client.ts';
import { formBody } from '../../core/http/endpoints.ts';
import { RequestError } from '../../core/http/request-errors.ts';
import { loadSanitizer } from '../../core/dom/sanitize.ts';
import { GALLERY_PAGE_ACTION, galleryParams } from './gallery-params.ts';
import { THUMB, type PageOptions } from './gallery-markup.ts';

/** Links and pictures in a loaded page may point only at http(s) addresses (or relative ones, on the shop). */
const HTTP_ONLY = { ALLOWED_URI_REGEXP: /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i, FORBID_ATTR: ['style'] };

/**
 * Asks the shop for a page of the gallery, as the plugin's script does (its page action, the security token and
 * the page options, which jQuery sends as `options[name]` fields), and returns the answer cleaned, as inert
 * markup: scripts, handlers, inline styles and non-http(s) addresses removed. An answer without a thumbnail
 * (WordPress's '0' or '-1', an error page) is a failure.
 */
export async function loadGalleryPage(options: PageOptions, signal?: AbortSignal): Promise<DocumentFragment> {
  const { ajaxurl, security } = galleryParams();
  const fields: Record<string, string> = { action: GALLERY_PAGE_ACTION, security };
  for (const [name, value] of Object.entries(options)) fields[`options[${name}]`] = value;
  const text = await requestText(ajaxurl, { body: formBody(fields), signal });
  const sanitizer = await loadSanitizer();
  const template = document.createElement('template');
  template.innerHTML = sanitizer.html(text, HTTP_ONLY);
  dropNonHttpSources(template.content);
  if (!template.content.querySelector(THUMB))
    throw new RequestError('malformed', `Expected a page of thumbnails, got: ${text.trim().slice(0, 80)}`);
  return template.content;
}

/** DOMPurify lets `data:` pictures through whatever the URL rule says; a page's pictures are http(s) only. */
function dropNonHttpSources(root: DocumentFragment): void {
  for (const image of root.querySelectorAll('img')) {
    if (/^\s*data:/i.test(image.getAttribute('src') ?? '')) image.removeAttribute('src');
    if (/(^|,)\s*data:/i.test(image.getAttribute('srcset') ?? '')) image.removeAttribute('srcset');
  }
}
