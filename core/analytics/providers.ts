/** What the shop reports; each analytics service is an adapter that sends these in its own terms. */
export interface AnalyticsProvider {
  pageView(path: string): void;
  event(category: string, action: string, label: string): void;
}

/**
 * Posts each hit form-encoded to a collector URL (the shop's own, or a proxy in front of a service). Plain
 * `fetch` with `keepalive`, not the shop's client: a hit must outlive a navigation (an add to cart that
 * redirects), and analytics must not fetch the client's code. A failed hit is dropped: nobody waits for it.
 */
export function collectorProvider(endpoint: string): AnalyticsProvider {
  const send = (fields: Record<string, string>): void => {
    fetch(endpoint, { method: 'POST', body: new URLSearchParams(fields), keepalive: true, credentials: 'same-origin' }).catch(
      () => undefined,
    );
  };
  return {
    pageView: (path) => send({ hit: 'pageview', path }),
    event: (category, action, label) => send({ hit: 'event', category, action, label }),
  };
}

type Gtag = (command: 'event', name: string, parameters: Record<string, string>) => void;
type Ga = (command: 'send', hitType: string, ...fields: string[]) => void;

/**
 * Google Analytics as the theme loads it: `gtag` (GA4 / gtag.js) when present, else the classic `ga`
 * (analytics.js). Nothing is sent when the page loaded neither; the library never loads them itself.
 */
export function googleProvider(): AnalyticsProvider {
  const globals = window as Window & { gtag?: Gtag; ga?: Ga };
  return {
    pageView(path) {
      if (globals.gtag) globals.gtag('event', 'page_view', { page_path: path });
      else globals.ga?.('send', 'pageview', path);
    },
    event(category, action, label) {
      if (globals.gtag) globals.gtag('event', action, { event_category: category, event_label: label });
      else globals.ga?.('send', 'event', category, action, label);
    },
  };
}
