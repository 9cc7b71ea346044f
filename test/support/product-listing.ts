/** Listing markup as WooCommerce prints it, for the product list's tests and bench. */
export interface ListingOptions {
  page: number;
  /** The page the next link names; none on the last page. */
  next?: string | null;
  /** The page the prev link names; none by default (the first page). */
  previous?: string | null;
  /** Product names on the page. */
  names?: string[];
}

export const productNames = (page: number, count = 3): string[] =>
  Array.from({ length: count }, (_, index) => `Product ${page}.${index + 1}`);

export function productItem(name: string, id: number): string {
  return `<li class="product type-product post-${id}"><a href="/product/p-${id}/" class="woocommerce-LoopProduct-link woocommerce-loop-product__link"><h2 class="woocommerce-loop-product__title">${name}</h2></a><a href="/shop/?add-to-cart=${id}" class="button add_to_cart_button" data-product_id="${id}">Add to cart</a></li>`;
}

/** The ordering form, the loop and the pagination of page `page`. */
export function listingMarkup({
  page,
  next = `/shop/page/${page + 1}/`,
  previous = null,
  names = productNames(page),
}: ListingOptions): string {
  const pagination = `<nav class="woocommerce-pagination" aria-label="Product Pagination"><ul class="page-numbers">${previous ? `<li><a class="prev page-numbers" href="${previous}">←</a></li>` : ''}<li><span aria-current="page" class="page-numbers current">${page}</span></li>${next ? `<li><a class="next page-numbers" href="${next}">→</a></li>` : ''}</ul></nav>`;
  const ordering = `<form class="woocommerce-ordering" method="get"><select name="orderby" class="orderby" aria-label="Shop order"><option value="menu_order" selected>Default sorting</option><option value="price">Sort by price: low to high</option></select><input type="hidden" name="paged" value="${page}"></form>`;
  const items = names.map((name, index) => productItem(name, page * 100 + index)).join('');
  return `${ordering}<ul class="products columns-3">${items}</ul>${pagination}`;
}

/** A whole page the shop answers with. */
export const listingDocument = (options: ListingOptions): string =>
  `<!DOCTYPE html><html><head><title>Shop – Page ${options.page}</title></head><body><main>${listingMarkup(options)}</main></body></html>`;
