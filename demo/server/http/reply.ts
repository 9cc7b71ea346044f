// Replies are plain values so fault injection can inspect, delay or corrupt them before they are written.
import { phpJson } from '../html.ts';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
  /** Extra Set-Cookie values; session and cart cookies are added when the reply is written. */
  cookies?: string[];
}

/** WooCommerce's `wc_nocache_headers()` plus the wc-ajax headers from the recorded response. */
export const AJAX_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Robots-Tag': 'noindex',
  Expires: 'Wed, 11 Jan 1984 05:00:00 GMT',
  'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private',
};

/** A page: revalidated on every visit, as WordPress pages with a session are (the cart may have changed). */
export function htmlReply(body: string, status = 200): Reply {
  return { status, headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache' }, body };
}

/** `wp_send_json`: JSON as PHP encodes it. */
export function jsonReply(value: unknown, status = 200): Reply {
  return { status, headers: { ...AJAX_HEADERS, 'Content-Type': 'application/json; charset=UTF-8' }, body: phpJson(value) };
}

/** `wp_die()` inside wc-ajax: status 200, empty body. */
export function emptyAjaxReply(): Reply {
  return { status: 200, headers: { ...AJAX_HEADERS, 'Content-Type': 'text/html; charset=UTF-8' }, body: '' };
}

export function textReply(body: string, status = 200, contentType = 'text/plain; charset=UTF-8'): Reply {
  return { status, headers: { 'Content-Type': contentType }, body };
}

export function redirectReply(location: string, status = 303): Reply {
  return { status, headers: { Location: location, 'Content-Type': 'text/html; charset=UTF-8' }, body: '' };
}

export function cookieHeader(
  name: string,
  value: string,
  options: { httpOnly?: boolean; maxAge?: number; expired?: boolean } = {},
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.expired) parts.push('expires=Thu, 01 Jan 1970 00:00:00 GMT', 'Max-Age=0');
  else if (options.maxAge !== undefined)
    parts.push(`expires=${new Date(Date.now() + options.maxAge * 1000).toUTCString()}`, `Max-Age=${options.maxAge}`);
  parts.push('path=/');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}
