/** What `add_to_cart`, `remove_from_cart` and `get_refreshed_fragments` answer (docs/woocommerce-protocol.md#cart-requests). */
export interface CartResponse {
  fragments?: Record<string, string>;
  cart_hash?: string;
  error?: boolean;
  product_url?: string;
}

/** A usable fragments map: an object of selector → HTML string. */
export function fragmentsOf(response: unknown): Record<string, string> | undefined {
  const fragments = (response as CartResponse | null)?.fragments;
  if (!fragments || typeof fragments !== 'object' || Array.isArray(fragments)) return undefined;
  return Object.fromEntries(Object.entries(fragments).filter(([, html]) => typeof html === 'string'));
}

export function hashOf(response: unknown): string {
  const hash = (response as CartResponse | null)?.cart_hash;
  return typeof hash === 'string' ? hash : '';
}
