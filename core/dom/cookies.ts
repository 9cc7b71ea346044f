export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** A session cookie unless `expires` is given; path `/` as WooCommerce sets them. */
export function setCookie(name: string, value: string, { path = '/', expires }: { path?: string; expires?: Date } = {}): void {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, expires: new Date(0) });
}
