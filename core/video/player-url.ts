import { followableUrl } from '../dom/navigate.ts';
import { warnOnce } from '../runtime/attribute-parsing.ts';

/** Where the video host's embeddable player lives: the privacy-enhanced domain, which sets no cookie before play. */
export const DEFAULT_PLAYER_URL = 'https://www.youtube-nocookie.com/embed/';

/** The host's other domains that serve a video's pictures (thumbnails), held back like the player until consent. */
const IMAGE_DOMAINS = ['https://i.ytimg.com/', 'https://img.youtube.com/'];

/**
 * The player base URL of an element's `player-url`, resolved against the page. Only http(s) is ever loaded:
 * any other value warns once and the default applies.
 */
export function playerBase(tag: string, playerUrl: string | undefined): URL {
  const url = followableUrl(playerUrl || DEFAULT_PLAYER_URL, { sameOrigin: false });
  if (url) return new URL(url);
  warnOnce(tag, `player-url="${playerUrl}" is not allowed (expected an http(s) URL); using the default.`);
  return new URL(DEFAULT_PLAYER_URL);
}

/**
 * The URL prefixes that count as the video host: the player's origin, or, for a player served by the shop
 * itself (a stand-in, a proxy), the first folder of its path, so the shop's own files stay outside it.
 */
export function hostScopes(base: URL): string[] {
  const sameOrigin = base.origin === location.origin;
  const folder = base.pathname.split('/')[1];
  return [sameOrigin && folder ? `${base.origin}/${folder}/` : `${base.origin}/`, ...IMAGE_DOMAINS];
}

/** Whether `url` (resolved against the page) is on the video host. */
export function isOnHost(url: string, scopes: readonly string[]): boolean {
  try {
    const { href } = new URL(url, location.href);
    return scopes.some((scope) => href.startsWith(scope));
  } catch {
    return false;
  }
}
