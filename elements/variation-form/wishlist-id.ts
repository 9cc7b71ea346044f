const ORIGINAL = 'data-original-product-id';

/**
 * The product's wishlist button adds the chosen variation, not its parent (README.md#what-it-does).
 * YITH's `.add_to_wishlist` link carries `data-product-id`; `<shop-wishlist-button>` has `product-id`. The
 * first switch keeps the parent's id in `data-original-product-id`, which a reset puts back.
 */
export function switchWishlistProduct(scope: ParentNode | null, variationId: number | null): void {
  if (!scope) return;
  const targets: Array<[Element, string]> = [
    ...[...scope.querySelectorAll('.add_to_wishlist[data-product-id]')].map((el): [Element, string] => [el, 'data-product-id']),
    ...[...scope.querySelectorAll('shop-wishlist-button[product-id]')].map((el): [Element, string] => [el, 'product-id']),
  ];
  for (const [element, attribute] of targets) {
    if (!element.hasAttribute(ORIGINAL)) element.setAttribute(ORIGINAL, element.getAttribute(attribute) ?? '');
    const id = variationId ? String(variationId) : (element.getAttribute(ORIGINAL) ?? '');
    if (element.getAttribute(attribute) !== id) element.setAttribute(attribute, id);
  }
}
