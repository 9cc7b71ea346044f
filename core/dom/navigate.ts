import { emit } from '../events/emit.ts';

declare global {
  interface ShopEventDetailMap {
    /** The library is about to send the browser to `url`; cancel to handle the navigation yourself. */
    'shop-navigate': { url: string; reason: string };
  }
}

/**
 * A URL from a response is followed only if it is http(s) and, when `sameOrigin`, on this site; returns the
 * absolute URL or null.
 */
export function followableUrl(raw: unknown, { sameOrigin = true }: { sameOrigin?: boolean } = {}): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw, location.href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (sameOrigin && url.origin !== location.origin) return null;
  return url.href;
}

/**
 * Sends the browser to `url` after a cancelable `shop-navigate` event on the document, so integrators (and
 * tests) can take over a redirect the legacy scripts made with `window.location`. Only an http(s) URL is ever
 * followed, whatever the caller checked (a `javascript:` cart URL in the settings would otherwise run); callers
 * keep their own same-origin rules.
 */
export function navigate(url: string, reason: string): void {
  const followable = followableUrl(url, { sameOrigin: false });
  if (!followable) {
    console.error(`shop-elements: not following ${reason}: ${url} is not an http(s) URL`);
    return;
  }
  if (emit(document, 'shop-navigate', { url: followable, reason }, { cancelable: true })) location.assign(followable);
}
