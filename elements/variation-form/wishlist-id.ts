import { productIdOf } from '../../core/dom/product-id.ts';

const ORIGINAL = 'data-original-product-id';

/**
 * The product's wishlist button adds the chosen variation, not its parent (README.md#what-it-does).
 * YITH's `.add_to_wishlist` link carries `data-product-id`; `<shop-wishlist-button>` has `product-id`. Only the
 * buttons of the form's own product switch: a related product's card inside the product's container belongs to
 * its own product (read the same way as every element's product). The first switch keeps the parent's id in
 * `data-original-product-id`, which a reset puts back.
 */
export function switchWishlistProduct(container: ParentNode | null, productId: number | undefined, variationId: number | null): void {
  if (!container) return;
  const targets: Array<[Element, string]> = [
    ...[...container.querySelectorAll('.add_to_wishlist[data-product-id]')].map((el): [Element, string] => [el, 'data-product-id']),
    ...[...container.querySelectorAll('shop-wishlist-button[product-id]')].map((el): [Element, string] => [el, 'product-id']),
  ];
  for (const [element, attribute] of targets) {
    if (productIdOf(element) !== productId) continue;
    if (!element.hasAttribute(ORIGINAL)) element.setAttribute(ORIGINAL, element.getAttribute(attribute) ?? '');
    const id = variationId ? String(variationId) : (element.getAttribute(ORIGINAL) ?? '');
    if (element.getAttribute(attribute) !== id) element.setAttribute(attribute, id);
  }
}
