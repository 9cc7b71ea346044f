/**
 * The product listing's infinite scroll dispatches this on itself (bubbling to the document) each time it
 * appends a page of products; analytics counts it as a page view of `url`.
 */
declare global {
  interface ShopEventDetailMap {
    /** A further page of products was appended: its number, its URL and how many products it added. */
    'shop-product-list-appended': { page: number; url: string; count: number };
  }
}

export {};
