/**
 * The id of the WooCommerce product an element sits in: the single-product wrapper `#product-<id>`, else the
 * `data-product_id` of the product's form. Elements use it to follow that product's chosen variation.
 */
export function enclosingProductId(element: Element): number | undefined {
  const fromWrapper = Number(/^product-(\d+)$/.exec(element.closest('[id^="product-"]')?.id ?? '')?.[1]);
  if (fromWrapper) return fromWrapper;
  const fromForm = Number(element.closest('.product')?.querySelector('[data-product_id]')?.getAttribute('data-product_id'));
  return fromForm || undefined;
}
