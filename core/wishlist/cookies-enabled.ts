const PROBE = 'shop_wishlist_cookie_probe';

/**
 * Wishlists of guests live in a session cookie, so every wishlist action needs cookies. `navigator.cookieEnabled`
 * misses some blocking setups (a privacy extension, a sandboxed frame), so a cookie is also written and read back.
 */
export function cookiesEnabled(): boolean {
  if (!navigator.cookieEnabled) return false;
  document.cookie = `${PROBE}=1; path=/; SameSite=Lax`;
  const enabled = document.cookie.split('; ').includes(`${PROBE}=1`);
  document.cookie = `${PROBE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
  return enabled;
}
