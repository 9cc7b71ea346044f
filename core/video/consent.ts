import { getCookie, setCookie } from '../dom/cookies.ts';

/**
 * The cookie that remembers a shopper's consent to load videos from the video host. Its name is the one the
 * gallery plugin's own consent banner sets, so a consent given on a page the legacy script still serves counts.
 */
export const VIDEO_CONSENT_COOKIE = 'ytprefs_gdpr_consent';

const CONSENT_DAYS = 30;

export function hasVideoConsent(): boolean {
  return getCookie(VIDEO_CONSENT_COOKIE) === '1';
}

/** Remembers the consent for 30 days, for every video on this and later pages. */
export function rememberVideoConsent(now = Date.now()): void {
  setCookie(VIDEO_CONSENT_COOKIE, '1', { expires: new Date(now + CONSENT_DAYS * 24 * 60 * 60 * 1000) });
}
