// /demo/elements/ entry for the quick view: listing cards of real catalogue products, each with the theme's trigger.
import { requireProduct } from '../catalogue/index.ts';
import { productLoopItem } from '../templates/product-loop.ts';
import type { ElementEntry } from './element-catalogue.ts';

export function quickViewEntries(): ElementEntry[] {
  const cards = ['classic-crew-tee', 'everyday-hoodie'].map((slug, index) =>
    productLoopItem(requireProduct(slug), index, 2, '/demo/elements/'),
  );
  return [
    {
      tag: 'shop-quick-view',
      summary:
        'Wraps the quick-view link of a product card: the link shows processing while the theme’s admin-ajax action answers, then the product’s gallery and summary open in a modal dialog named by the product, where the variation form, quantity, add-ons, instalments and add to cart work as on the product page. An add closes the dialog and opens the cart; a failure is said next to the link, which still goes to the product page.',
      exampleHtml: `<ul class="products columns-2">\n${cards.join('\n')}\n</ul>`,
    },
  ];
}
