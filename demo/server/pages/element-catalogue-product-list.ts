// /demo/elements/ entry for the product listing (at work on /shop/ and every category: ?listing=button|spinner).
import { queryProducts } from '../catalogue/listing.ts';
import { categoryPath } from '../context.ts';
import { pagination } from '../templates/archive-controls.ts';
import { productLoop } from '../templates/product-loop.ts';
import type { ElementEntry } from './element-catalogue.ts';

export function productListEntries(): ElementEntry[] {
  const path = categoryPath('accessories');
  const firstThree = queryProducts({ category: 'accessories', orderby: 'menu_order' }).slice(0, 3);
  return [
    {
      tag: 'shop-product-list',
      summary:
        'Wraps a WooCommerce listing (`ul.products`, its ordering form and pagination). Further pages come from the pagination’s next link and are appended, near the end of the list (spinner, the default) or on “view more” (button, as here); the pagination is hidden, a polite status says what happened, and a failed page offers “Try again”. On the archives the address bar follows the page in view; this example carries no-history, so this page keeps its own. The next link here goes to page 2 of Accessories.',
      exampleHtml: `<shop-product-list load-mode="button" no-history>
${productLoop(firstThree, path)}
${pagination(1, 2, (n) => (n === 1 ? path : `${path}page/${n}/`), 'Example product pagination')}
</shop-product-list>`,
    },
  ];
}
