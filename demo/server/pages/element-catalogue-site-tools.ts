// /demo/elements/ entries for the site-wide tools that show nothing of their own: analytics and editor links.
import { COLLECTOR_PATH } from '../routes/analytics.ts';
import type { ElementEntry } from './element-catalogue.ts';

export function siteToolEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-analytics',
      summary:
        'Reports the page view, each listing page appended by infinite scroll and each add to cart (“Products / Add to Cart” with the sku) to the theme’s Google Analytics or, here, the demo’s collector. The opt-out link sets a cookie until 2099, after which nothing is sent on any page; Do Not Track and Global Privacy Control count as an opt-out.',
      exampleHtml: `<shop-analytics provider="collector" endpoint="${COLLECTOR_PATH}"><p>We count page views to improve the shop. <a href="#" data-shop-analytics-opt-out>Opt out of analytics</a></p></shop-analytics>`,
    },
  ];
}
