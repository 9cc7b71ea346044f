// /demo/elements/ entries for the site-wide tools: analytics and page editors' edit links.
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
    {
      tag: 'shop-edit-links',
      summary:
        'For users who may edit pages (printed only for them; here forced with can-edit-pages): each content block gets a tooltip with its title, a page-builder link and a back-end editor link, shown on hover or when focus is within the block (Tab reaches the links), hidden by Escape. Links are http(s) only. Browse with “Logged in as page editor: yes” to see them on the home page.',
      exampleHtml: `<shop-edit-links can-edit-pages><section data-edit-title="Size guide" data-edit-link="/?page_builder=edit&amp;post=9&amp;block=size-guide" data-edit-backend="/wp-admin/post.php?post=9&amp;action=edit" style="padding:2.5rem 1rem 1rem;border:1px dashed #999"><h3>Size guide</h3><p>Our tees run true to size.</p></section></shop-edit-links>`,
    },
  ];
}
