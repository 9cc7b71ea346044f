import { followableUrl } from '../../core/dom/navigate.ts';

export interface DialogSource {
  providerHost: string;
  modalId: string;
  locale: string;
  theme: string;
  cbt: boolean;
}

/**
 * `{providerHost}modal/{modalId, or locale + theme + cbt flag}.html`, resolved against the page; only
 * an http(s) host is used, so a misconfigured `javascript:` host can never be fetched or followed. No host, no
 * URL: the shop's own origin is never guessed.
 */
export function dialogUrl({ providerHost, modalId, locale, theme, cbt }: DialogSource): URL | undefined {
  if (!providerHost.trim()) return undefined;
  const file = modalId || `${locale}${theme ? `_theme_${theme}` : ''}${cbt ? '_cbt' : ''}`;
  const host = followableUrl(providerHost.endsWith('/') ? providerHost : `${providerHost}/`, { sameOrigin: false });
  return host ? new URL(`modal/${encodeURIComponent(file)}.html`, host) : undefined;
}
