import type { UserWishlist, WishlistCall } from './wishlist-client.ts';

/** The typed native equivalents of YITH's wishlist events (the legacy jQuery ones keep their own names). */
declare global {
  interface ShopEventDetailMap {
    /** Cancelable: a product is about to be added. `data` is the request body and may be changed by listeners. */
    'shop-wishlist-add': { productId: string; data: Record<string, unknown> };
    /** The product is in a wishlist now (`result` 'exists' when it already was); `message` is the server's. */
    'shop-wishlist-added': {
      productId: string;
      result: 'true' | 'exists';
      message: string;
      wishlistUrl: string;
      userWishlists: UserWishlist[];
    };
    /** A product or row was removed from a wishlist. */
    'shop-wishlist-removed': { productId: string };
    /**
     * A wishlist call failed or was refused; `message` is what the shopper was shown. `sent` is false when nothing
     * left the page (cookies off).
     */
    'shop-wishlist-failed': { call: WishlistCall; message: string; sent: boolean };
    /** Any wishlist changed (on `document`; other tabs hear of it through storage): counts re-fetch. */
    'shop-wishlist-changed': { call: WishlistCall };
    /** Fragments replaced the blocks they name (legacy `yith_wcwl_fragments_loaded`). */
    'shop-wishlist-fragments-loaded': { keys: string[]; firstLoad: boolean };
  }
}

export {};
