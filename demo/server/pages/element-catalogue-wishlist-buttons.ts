// /demo/elements/ entries for the wishlist button (card and product-page behaviours) and the header count.
import { requireProduct } from '../catalogue/index.ts';
import { wishlistButton } from '../templates/product-loop.ts';
import type { ElementEntry } from './element-catalogue.ts';

export function wishlistButtonEntries(): ElementEntry[] {
  const tee = requireProduct('classic-crew-tee');
  const scarf = requireProduct('wool-scarf');
  return [
    {
      tag: 'shop-wishlist-button',
      summary:
        'Wraps YITH WooCommerce Wishlist’s add-to-wishlist block with a toggle button named after the product (`aria-pressed`: in a wishlist or not). A press adds through `add_to_wishlist` (queued, the block replaced by the server’s fragment, the result announced, the header count updated and its icon marked `added` for 500 ms); pressed, it removes the product where the block offers removal (the first example, as on cards) or opens the wishlist page (the second, as on product pages). Failures show the server’s message and leave page and server agreeing. With `?multi_wishlist=on` a press opens the “Select a wishlist” popup: choose a list or create one (name required, visibility).',
      exampleHtml: `${wishlistButton(scarf, undefined, 'remove')}\n${wishlistButton(tee, undefined, 'view')}`,
    },
    {
      tag: 'shop-wishlist-count',
      summary:
        'Wraps the header’s wishlist link: the badge shows no label at 0, `1` for one and any other number as it is; it is fetched again (the theme’s `…_update_wishlist_count` action) after every wishlist change on the page, in another tab and after a back/forward restore, and the icon is marked `added` for 500 ms. One count per header: the example is this page’s own.',
      exampleHtml: `<p>The heart next to the search form at the top of this page is wrapped in <code>&lt;shop-wishlist-count&gt;</code>. Add a product with a button above, here or in another tab, and watch its count.</p>`,
    },
  ];
}
