import { decodeEntities } from '../../core/dom/decode-entities.ts';
import { followableUrl } from '../../core/dom/navigate.ts';
import { loadSanitizer, type Sanitizer } from '../../core/dom/sanitize.ts';
import { requestJson } from '../../core/http/client.ts';
import { RequestError } from '../../core/http/request-errors.ts';

/** What the shopper typed (trimmed) and the chosen category slug ('' for all). */
export interface SearchQuery {
  text: string;
  category: string;
}

/** One row of the list, with every server field already made safe to show. */
export interface Suggestion {
  id: number;
  /** Plain text (entities decoded): rendered as text, never as markup. */
  value: string;
  /** An http(s) URL, or null when the row cannot be followed. */
  url: string | null;
  /** An http(s) URL (relative ones resolved), or null. */
  img: string | null;
  /** The one field documented as HTML, cleaned by DOMPurify before it reaches the list ('' until then). */
  price: string;
  /** Themes send id -1 for "No products found" and similar rows: shown, never followed. */
  navigable: boolean;
}

/** Suggestions slower than this end as a failure; the shopper can still press Enter to search. */
const SEARCH_TIMEOUT = 5_000;

/** `{ajax_url}?action={action}[&product_cat={category}]&query={text}`, in the order the theme's script sends them. */
export function searchUrl(ajaxUrl: string, action: string, { text, category }: SearchQuery): string {
  const url = new URL(ajaxUrl, location.href);
  url.searchParams.set('action', action);
  if (category) url.searchParams.set('product_cat', category);
  url.searchParams.set('query', text);
  return url.href;
}

export async function fetchSuggestions(url: string, signal: AbortSignal): Promise<Suggestion[]> {
  const suggestions = parseSuggestions(await requestJson<unknown>(url, { method: 'GET', signal, timeout: SEARCH_TIMEOUT }));
  if (!suggestions.some((suggestion) => suggestion.price)) return suggestions;
  const sanitizer = await loadSanitizer().catch(() => undefined);
  // Without the sanitizer (its chunk failed to load) prices are left out rather than shown raw.
  return suggestions.map((suggestion) => ({ ...suggestion, price: sanitizer ? cleanPrice(sanitizer, suggestion.price) : '' }));
}

// The same products, and so the same price HTML, come back as the shopper keeps typing: each distinct price
// is cleaned once per page (cleaning is most of the work of showing 50 suggestions).
const cleanedPrices = new Map<string, string>();

function cleanPrice(sanitizer: Sanitizer, dirty: string): string {
  let clean = cleanedPrices.get(dirty);
  if (clean === undefined) {
    clean = sanitizer.html(dirty);
    cleanedPrices.set(dirty, clean);
  }
  return clean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * `{ suggestions: [...] }` as themes answer (a bare array is accepted too); any other shape is malformed.
 * Prices are still as the server sent them: `fetchSuggestions` cleans them.
 */
export function parseSuggestions(body: unknown): Suggestion[] {
  const rows = Array.isArray(body) ? body : isRecord(body) ? body['suggestions'] : undefined;
  if (!Array.isArray(rows)) throw new RequestError('malformed', 'Expected { suggestions: [...] }');
  return rows.filter(isRecord).map(toSuggestion);
}

function toSuggestion(row: Record<string, unknown>): Suggestion {
  const id = Number(row['id']);
  const url = followableUrl(row['url'], { sameOrigin: false });
  const value = row['value'];
  return {
    id,
    value: typeof value === 'string' ? decodeEntities(value) : typeof value === 'number' ? String(value) : '',
    url,
    img: followableUrl(row['img'], { sameOrigin: false }),
    price: typeof row['price'] === 'string' ? row['price'] : '',
    navigable: id !== -1 && url !== null,
  };
}
