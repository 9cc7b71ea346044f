export interface ProductListTexts {
  viewMore: string;
  loading: string;
  /** Has `{count}`. */
  added: string;
  last: string;
  retry: string;
  skip: string;
  previous: string;
}

export type ProductListTextAttributes = Partial<{
  viewMoreLabel: string;
  loadingText: string;
  addedText: string;
  lastText: string;
  retryLabel: string;
  skipLabel: string;
  previousLabel: string;
}>;

/** The listing's texts: the element's attribute, else the English default (WooCommerce prints none for them). */
export function productListTexts(attributes: ProductListTextAttributes): ProductListTexts {
  return {
    viewMore: attributes.viewMoreLabel ?? 'View more',
    loading: attributes.loadingText ?? 'Loading more products…',
    added: attributes.addedText ?? '{count} more products shown.',
    last: attributes.lastText ?? 'All products are shown.',
    retry: attributes.retryLabel ?? 'Try again',
    skip: attributes.skipLabel ?? 'Skip past the products',
    previous: attributes.previousLabel ?? 'Load previous products',
  };
}
