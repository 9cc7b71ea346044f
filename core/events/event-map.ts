/**
 * Every native event the library dispatches, by name, with its `detail`. Elements add their own events by
 * augmenting this interface (`declare global { interface ShopEventDetailMap { … } }`).
 */
declare global {
  interface ShopEventDetailMap {
    /** An element's render threw; its server markup was kept. */
    'shop-element-failed': { error: unknown; tag: string };
  }
  interface HTMLElementEventMap extends ShopEventMapFromDetails {}
  type ShopEventMapFromDetails = { [K in keyof ShopEventDetailMap]: CustomEvent<ShopEventDetailMap[K]> };
}

export type ShopEventName = keyof ShopEventDetailMap;
