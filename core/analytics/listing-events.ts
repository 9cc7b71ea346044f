/**
 * The event `<shop-product-list>` dispatches on itself (bubbling to the document) each time it appends a page of
 * products; analytics counts it as a page view of `url`. The list declares it in the typed event map
 * (`ShopEventDetailMap`), as the element that fires it.
 */
export const PRODUCT_LIST_APPENDED = 'shop-product-list-appended';

/** A further page of products was appended: its number, its URL and how many products it added. */
export interface ProductListAppendedDetail {
  page: number;
  url: string;
  count: number;
}
