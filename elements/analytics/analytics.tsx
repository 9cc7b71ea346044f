import { useEffect, useState } from 'react';
import { startTracker } from '../../core/analytics/tracker.ts';
import { isOptedOut, optOut, optOutCookieName } from '../../core/analytics/opt-out.ts';
import { collectorProvider, googleProvider, type AnalyticsProvider } from '../../core/analytics/providers.ts';
import { announce } from '../../core/dom/announcer.ts';
import { followableUrl } from '../../core/dom/navigate.ts';
import { emit } from '../../core/events/emit.ts';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { warnOnce } from '../../core/runtime/attribute-parsing.ts';
import type { HostProps } from '../../core/runtime/define-element.ts';

declare global {
  interface ShopEventDetailMap {
    /** Cancelable: the visitor asked to opt out of analytics. */
    'shop-analytics-opt-out': { cookie: string };
    /** The opt-out cookie is set; nothing is sent from now on. */
    'shop-analytics-opted-out': { cookie: string };
  }
}

export interface AnalyticsProps extends HostProps {
  provider?: 'google' | 'collector';
  endpoint?: string;
  trackingId?: string;
  optOutCookie?: string;
  optedOutMessage?: string;
}

export const OPT_OUT_LINKS = '[data-shop-analytics-opt-out]';

function providerFor(provider: AnalyticsProps['provider'], endpoint: string | undefined): AnalyticsProvider | null {
  if (provider !== 'collector') return googleProvider();
  const url = followableUrl(endpoint, { sameOrigin: false });
  if (!url) warnOnce('shop-analytics', `provider="collector" needs an http(s) endpoint; got "${endpoint ?? ''}", so nothing is sent.`);
  return url ? collectorProvider(url) : null;
}

/** Reports page views, appended listing pages and adds to cart, unless the visitor opted out. Renders nothing. */
export function Analytics({
  host,
  provider = 'google',
  endpoint,
  trackingId,
  optOutCookie,
  optedOutMessage = 'You have opted out of analytics on this site.',
}: AnalyticsProps) {
  const cookie = optOutCookie ?? optOutCookieName(trackingId);
  const [optedOut, setOptedOut] = useState(() => isOptedOut(cookie));

  useEffect(() => {
    const adapter = providerFor(provider, endpoint);
    return adapter ? startTracker({ provider: adapter, optOutCookie: cookie }) : undefined;
  }, [provider, endpoint, cookie]);

  useEffect(() => {
    host.toggleAttribute('opted-out', optedOut);
  }, [host, optedOut]);

  useDomEvent(document, 'click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(OPT_OUT_LINKS) : null;
    // Another <shop-analytics> on the page has handled this click already.
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    if (!emit(host, 'shop-analytics-opt-out', { cookie }, { cancelable: true })) return;
    optOut(cookie);
    // gtag.js and analytics.js also read this flag before every hit they send themselves.
    if (trackingId) (window as unknown as Record<string, unknown>)[`ga-disable-${trackingId}`] = true;
    setOptedOut(true);
    void announce(optedOutMessage);
    emit(host, 'shop-analytics-opted-out', { cookie });
  });

  return null;
}
