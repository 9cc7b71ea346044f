// /demo/elements/ entry for the wishlist page: a sortable wishlist of real catalogue products, as YITH prints it.
import { requireProduct } from '../catalogue/index.ts';
import { wishlistBlock } from '../wishlist/page-render.ts';
import { createLink, createPopup, estimatePopup, movePopup } from '../wishlist/popups-render.ts';
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
  const birthday: Wishlist = { ...wishlist, id: -1, token: 'EXAMPLE2', name: 'Birthday', isDefault: false, items: [] };
  return { id: 'example', wishlists: [wishlist, birthday], estimates: [] };
}

/** The wishlist as YITH prints it with multi-wishlist on: rows move through the popup, and the popups follow. */
function exampleHtml(): string {
  const owner = exampleOwner();
  const block = wishlistBlock(owner, { is_mobile: 'no', move_to_another_wishlist_type: 'popup' });
  const popups = `${movePopup(owner, {})}${estimatePopup(owner.wishlists[0]!)}<p>${createLink()}</p>${createPopup()}`;
  return `<shop-wishlist>${block}${popups}</shop-wishlist>`;
}

export function wishlistPageEntries(): ElementEntry[] {
  return [
    {
      tag: 'shop-wishlist',
      summary:
        'Wraps YITH WooCommerce Wishlist’s wishlist form. Rows reorder by drag or by keyboard (each row’s reorder button: Space to pick up, arrows to move, Space to drop, every step announced) and the order is saved; quantities are saved after a 1,000 ms pause, once per burst; remove, move and add to cart from a row (the row goes after the add when the shopper owns the list); inline title edit, privacy, copy share link, select all; the move, ask-an-estimate and create popups (modal dialogs; this example’s list is not a visitor’s, so the server refuses its changes and the popups show how a refusal looks); the images-grid and mobile templates. The full page is at /wishlist/ (?multi_wishlist=on for the popups).',
      exampleHtml: exampleHtml(),
    },
  ];
}
