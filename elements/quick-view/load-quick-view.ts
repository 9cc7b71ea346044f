import { adminAjaxHtml } from '../../core/http/admin-ajax.ts';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { RequestError } from '../../core/http/request-errors.ts';
import { loadSanitizer, SHOP_MARKUP_POLICY } from '../../core/dom/sanitize.ts';
import { makeIdsUnique } from './unique-ids.ts';

export interface QuickViewPanel {
  /** The product's name, from the panel's `.product_title`: it names the dialog. */
  title: string;
  /**
   * The panel's markup, cleaned (no script, event handler or `javascript:` URL survives), its ids unique in the
   * page it is shown over.
   */
  html: string;
}

export interface QuickViewRequest {
  productId: number;
  action: string;
  url: string;
}

/** A complete answer ends with a closing tag; one cut short in transit ends inside a tag or its text. */
const ENDS_WITH_CLOSING_TAG = /<\/[a-z][a-z0-9-]*\s*>\s*$/i;

/** One quick view loads at a time, page-wide: opening another product's aborts the one still loading. */
const latest = new LatestRequest();

/**
 * POSTs the theme's quick-view action with `product={id}` to admin-ajax and reads the answer. Rejects with a
 * RequestError when the answer is not a product panel (an error or login page, a body cut short), and with an
 * aborted RequestError when another quick view started meanwhile.
 */
export function loadQuickView({ productId, action, url }: QuickViewRequest): Promise<QuickViewPanel> {
  return latest.run(async (signal) => {
    const [text, sanitizer] = await Promise.all([adminAjaxHtml(action, { product: productId }, { url, signal }), loadSanitizer()]);
    return readPanel(text, sanitizer.html(text, SHOP_MARKUP_POLICY));
  });
}

function readPanel(text: string, html: string): QuickViewPanel {
  const template = document.createElement('template');
  template.innerHTML = html;
  const title = template.content.querySelector('.product_title')?.textContent?.trim();
  if (!title || !ENDS_WITH_CLOSING_TAG.test(text)) {
    throw new RequestError('malformed', `Expected a product panel, got: ${text.trim().slice(0, 80)}`);
  }
  // Over a product page, the panel repeats ids the page has (its variation selects, add-ons totals, …).
  makeIdsUnique(template.content, (id) => document.getElementById(id) !== null);
  return { title, html: template.innerHTML };
}
