import type { CartRequestData } from './request-data.ts';

/** Where a set of fragments came from. */
export type FragmentsSource = 'cache' | 'refresh' | 'add' | 'remove';

/** The typed native equivalents of WooCommerce's cart events (the legacy jQuery ones keep their own names). */
declare global {
  interface ShopEventDetailMap {
    /** Cancelable: an add is about to be queued. `data` is the request body and may be changed by listeners. */
    'shop-cart-add': { productId: string; data: CartRequestData };
    /**
     * An add succeeded. `analyticsId` is the product's sku, or its id when it has none: what the analytics
     * "Products / Add to Cart" event carries.
     */
    'shop-cart-added': {
      productId: string;
      sku: string;
      analyticsId: string;
      quantity: number;
      fragments: Record<string, string>;
      cartHash: string;
    };
    /** An add failed; `message` is what the shopper was shown. */
    'shop-cart-add-failed': { productId: string; message: string };
    /** A mini-cart remove link succeeded. */
    'shop-cart-removed': { cartItemKey: string; productId: string; fragments: Record<string, string>; cartHash: string };
    /** Fragments replaced the blocks they name (legacy `wc_fragments_loaded` / `wc_fragments_refreshed`). */
    'shop-cart-fragments-loaded': { source: FragmentsSource; cartHash: string };
    /** A fragments refresh failed (legacy `wc_fragments_ajax_error`). */
    'shop-cart-fragments-failed': { message: string };
  }
}

export {};
