import { getCookie, setCookie } from '../dom/cookies.ts';

/** The opt-out lasts as long as the legacy snippet's cookie did: until the end of 2099. */
const OPT_OUT_EXPIRES = new Date(Date.UTC(2099, 11, 31, 23, 59, 59));

/**
 * Google's own opt-out cookie name for a property (`ga-disable-<id>`), so an opt-out made by the theme's
 * legacy snippet still holds; without a property, the library's own name.
 */
export const optOutCookieName = (trackingId?: string): string => (trackingId ? `ga-disable-${trackingId}` : 'shop_analytics_disable');

/** The browser asks sites not to track (Do Not Track) or not to sell or share data (Global Privacy Control). */
export function browserRefusesTracking(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const window_ = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || window_.doNotTrack === '1';
}

/** Read on every hit, so an opt-out in another tab or an earlier page stops this one too. */
export const isOptedOut = (cookieName: string): boolean => getCookie(cookieName) === 'true' || browserRefusesTracking();

export function optOut(cookieName: string): void {
  setCookie(cookieName, 'true', { expires: OPT_OUT_EXPIRES });
}
