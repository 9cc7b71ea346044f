import type { KyInstance } from 'ky';
import { RequestError } from './request-errors.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent form-urlencoded, as WooCommerce's scripts send it. */
  body?: URLSearchParams | FormData;
  signal?: AbortSignal;
  /** Milliseconds; WooCommerce's own fragments timeout is 5,000. */
  timeout?: number;
  headers?: Record<string, string>;
  /** Fetch cache mode: 'reload' bypasses the HTTP cache (a retry after a cached failure). */
  cache?: RequestCache;
}

const DEFAULT_TIMEOUT = 10_000;

/**
 * ky is fetched with the first request, not with the page: most pages send none before the shopper acts, and
 * its 4 KB (gzip) would otherwise count against every page's JavaScript before interaction. A failed fetch of
 * it is a network failure; the next request tries again.
 */
let ky: typeof import('ky') | undefined;
let http: Promise<KyInstance> | undefined;

function client(): Promise<KyInstance> {
  http ??= import('ky').then(
    (module) => {
      ky = module;
      return module.default.create({ retry: 0, credentials: 'same-origin', throwHttpErrors: true });
    },
    (error: unknown) => {
      http = undefined;
      throw error;
    },
  );
  return http;
}

/** Fetches a body as text; every failure becomes a RequestError, so no caller is left loading. */
export async function requestText(url: string, options: RequestOptions = {}): Promise<string> {
  return (await requestWithHeaders(url, options)).text;
}

/** As requestText, with the response headers for the calls whose answer is partly in them (a total count). */
export async function requestWithHeaders(url: string, options: RequestOptions = {}): Promise<{ text: string; headers: Headers }> {
  const { method = 'POST', body, signal, timeout = DEFAULT_TIMEOUT, headers, cache } = options;
  try {
    const response = await (await client())(url, { method, body, signal, timeout, headers, ...(cache ? { cache } : {}) });
    return { text: await response.text(), headers: response.headers };
  } catch (error) {
    throw await toRequestError(error, signal);
  }
}

/** Fetches JSON; an empty body, an HTML page or broken JSON are typed errors, never a parse crash. */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return parseJsonBody<T>(await requestText(url, options));
}

export function parseJsonBody<T>(text: string): T {
  const trimmed = text.trim();
  if (trimmed === '') throw new RequestError('empty', 'The response body was empty.');
  if (trimmed.startsWith('<')) throw new RequestError('html', `Expected JSON, got HTML: ${trimmed.slice(0, 80)}`);
  try {
    return JSON.parse(trimmed) as T;
  } catch {
    throw new RequestError('malformed', `Expected JSON, got: ${trimmed.slice(0, 80)}`);
  }
}

async function toRequestError(error: unknown, signal?: AbortSignal): Promise<RequestError> {
  if (error instanceof RequestError) return error;
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    return new RequestError('aborted', 'Superseded or cancelled.');
  }
  // ky's own errors exist only once it has loaded.
  if (ky && error instanceof ky.TimeoutError) return new RequestError('timeout', error.message);
  if (ky && error instanceof ky.HTTPError) {
    const body = await error.response.text().catch(() => '');
    const failure = body.trim().startsWith('<') ? 'html' : 'http';
    return new RequestError(failure, `HTTP ${error.response.status}: ${body.slice(0, 80)}`, error.response.status);
  }
  return new RequestError('network', error instanceof Error ? error.message : String(error));
}
