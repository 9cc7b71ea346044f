/**
 * The id of the WooCommerce product an element belongs to, read the same way for every element:
 * 1. the product form the element is, sits in or wraps (`form[data-product_id]`, as the variation form has);
 * 2. else the nearest product WooCommerce marks with the `product` class: its `product-<id>` element id (the
 *    single-product wrapper), its `post-<id>` class (a listing's `li.product`, which has no id), or the
 *    `data-product_id` of the form or button inside it.
 * The nearest product wins, so a related product inside a single product's wrapper, or a quick view over a
 * listing, is never mistaken for the product around it. Undefined when the element is outside any product.
 */
export function productIdOf(element: Element): number | undefined {
  const form = element.closest('form[data-product_id]') ?? element.querySelector(':scope form[data-product_id]');
  const fromForm = positiveId(form?.getAttribute('data-product_id'));
  if (fromForm) return fromForm;
  const product = element.closest('.product');
  if (!product) return undefined;
  return (
    positiveId(/^product-(\d+)$/.exec(product.id)?.[1]) ??
    positiveId([...product.classList].find((name) => /^post-\d+$/.test(name))?.slice('post-'.length)) ??
    positiveId(product.querySelector('[data-product_id]')?.getAttribute('data-product_id'))
  );
}

function positiveId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
