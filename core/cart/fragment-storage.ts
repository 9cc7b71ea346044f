import { cartFragmentsParams } from '../config/params.ts';

/**
 * cart-fragments.js's cache: the fragments and cart hash in sessionStorage under the localized keys, the hash
 * also in localStorage (its writes tell other tabs the cart changed), and `wc_cart_created` for the 24 h expiry.
 */
export const CART_CREATED_KEY = 'wc_cart_created';
export const CACHE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CachedFragments {
  fragments: Record<string, string> | undefined;
  hash: string;
  created: number | undefined;
}

const keys = () => {
  const params = cartFragmentsParams();
  return { fragments: String(params.fragment_name), hash: String(params.cart_hash_key) };
};

export const cartHashKey = (): string => keys().hash;

/** The legacy support check: write and remove a `wc` key in both storages. */
export function storageSupported(): boolean {
  try {
    for (const storage of [sessionStorage, localStorage]) {
      storage.setItem('wc', 'test');
      storage.removeItem('wc');
    }
    return true;
  } catch {
    return false;
  }
}

export function readCache(): CachedFragments {
  const { fragments, hash } = keys();
  let parsed: Record<string, string> | undefined;
  try {
    const value = JSON.parse(sessionStorage.getItem(fragments) ?? 'null') as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as Record<string, string>;
  } catch {
    parsed = undefined;
  }
  const created = Number(sessionStorage.getItem(CART_CREATED_KEY));
  return { fragments: parsed, hash: sessionStorage.getItem(hash) ?? '', created: created > 0 ? created : undefined };
}

/** After a refresh: the creation time is set only for a non-empty cart. */
export function storeRefreshed(fragments: Record<string, string>, hash: string): void {
  if (!storageSupported()) return;
  write(fragments, hash, Boolean(hash));
}

/** After an add or remove: the creation time is set when there was no cart before. */
export function storeChanged(fragments: Record<string, string>, hash: string): void {
  if (!storageSupported()) return;
  write(fragments, hash, !sessionStorage.getItem(keys().hash));
}

/**
 * A full storage (a huge fragment, a page near its quota) must never break the add or refresh that called
 * this: when the session copy cannot be written whole it is dropped, since fragments kept under a hash they
 * no longer match would be shown on the next page; that page then refreshes. Other tabs still hear the hash.
 */
function write(fragments: Record<string, string>, hash: string, created: boolean): void {
  const key = keys();
  try {
    if (created) sessionStorage.setItem(CART_CREATED_KEY, String(Date.now()));
    sessionStorage.setItem(key.fragments, JSON.stringify(fragments));
    sessionStorage.setItem(key.hash, hash);
  } catch {
    for (const name of [key.fragments, key.hash, CART_CREATED_KEY]) sessionStorage.removeItem(name);
  }
  try {
    localStorage.setItem(key.hash, hash);
  } catch {
    // Other tabs learn of the change on their next refresh instead.
  }
}

export function sessionHash(): string {
  return storageSupported() ? (sessionStorage.getItem(keys().hash) ?? '') : '';
}
