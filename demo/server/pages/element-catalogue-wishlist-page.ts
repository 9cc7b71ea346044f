// /demo/elements/ entry for the wishlist page: a sortable wishlist of real catalogue products, as YITH prints it.
import { requireProduct } from '../catalogue/index.ts';
import { wishlistBlock } from '../wishlist/page-render.ts';
import type { Wishlist, WishlistOwner } from '../wishlist/store.ts';
import type { ElementEntry } from './element-catalogue.ts';

/** A wishlist of the example's own, outside the visitors' store: its calls change nothing on the server. */
function exampleOwner(): WishlistOwner {
  const wishlist: Wishlist = {
    id: 0,
    token: 'EXAMPLE',
    name: 'Example wishlist',
    isDefault: true,
    privacy: 0,
    ownerId: 'example',
    items: ['classic-crew-tee', 'wool-scarf', 'silk-scarf'].map((slug, position) => ({
      id: 900 + position,
      productId: requireProduct(slug).id,
      quantity: 1,
      position,
    })),
  };
  return { id: 'example', wishlists: [wishlist], estimates: [] };
}

export function wishlistPageEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-wishlist',
      summary:
        'Wraps YITH WooCommerce Wishlist’s wishlist form. Rows reorder by drag or by keyboard (each row’s reorder button: Space to pick up, arrows to move, Space to drop, every step announced) and the order is saved; quantities are saved after a 1,000 ms pause, once per burst; remove, move and add to cart from a row (the row goes after the add when the shopper owns the list); inline title edit, privacy, copy share link, select all; the images-grid and mobile templates. The full page is at /wishlist/.',
      exampleHtml: `<shop-wishlist>${wishlistBlock(exampleOwner(), { is_mobile: 'no' })}</shop-wishlist>`,
    },
  ];
}
