import { wishlistParams } from '../../core/config/params.ts';
import { paramFlag } from '../../core/config/read-params.ts';
import { fragmentKey, fragmentOptions } from '../../core/wishlist/wishlist-fragments.ts';

/** YITH's add-to-wishlist block (`.yith-wcwl-add-to-wishlist`), which fragments replace as a whole. */
export const BLOCK = '.yith-wcwl-add-to-wishlist';
const BROWSE = '.yith-wcwl-wishlistexistsbrowse a[href]:not(.delete_item), .yith-wcwl-wishlistaddedbrowse a[href]:not(.delete_item)';
const REMOVE = '.delete_item, .remove_from_wishlist';
const ADD = '.add_to_wishlist';

export interface BlockState {
  /** In a wishlist: marked `exists`, or showing a browse or remove link instead of the add link. */
  inList: boolean;
  /** The wishlist page, where a press goes when the block offers no removal (the theme's rule). */
  browseUrl: string | null;
  /** The row id a remove link names (YITH accepts the product id too). */
  removeId: string | null;
  productType: string;
}

export function readBlock(block: Element | null): BlockState {
  const browse = block?.querySelector<HTMLAnchorElement>(BROWSE) ?? null;
  const remove = block?.querySelector<HTMLElement>(REMOVE) ?? null;
  const add = block?.querySelector<HTMLElement>(ADD) ?? null;
  return {
    inList: Boolean(block && (block.classList.contains('exists') || browse || remove)),
    browseUrl: browse?.href ?? null,
    removeId: remove ? remove.dataset['itemId'] || remove.dataset['productId'] || null : null,
    productType: add?.dataset['productType'] ?? String(fragmentOptions(block ?? document.createElement('div'))['product_type'] ?? 'simple'),
  };
}

/**
 * Points the block at another product (a chosen variation, or the parent again after a reset), as YITH's script
 * did on `found_variation`: its reference, its `add-to-wishlist-<id>` class, its links' product id and its
 * fragment options, so that the next fragment load renders that product's state. Returns the fragment to ask
 * for, or null when the block already names `productId`.
 */
export function retargetBlock(block: Element, productId: string): Record<string, Record<string, unknown>> | null {
  if (block.getAttribute('data-fragment-ref') === productId) return null;
  const previous = `add-to-wishlist-${block.getAttribute('data-fragment-ref') ?? ''}`;
  // In place, so the fragment key keeps its order.
  if (!block.classList.replace(previous, `add-to-wishlist-${productId}`)) block.classList.add(`add-to-wishlist-${productId}`);
  block.setAttribute('data-fragment-ref', productId);
  for (const link of block.querySelectorAll('[data-product-id]')) link.setAttribute('data-product-id', productId);
  const options = { ...fragmentOptions(block), product_id: productId };
  block.setAttribute('data-fragment-options', JSON.stringify(options));
  return { [fragmentKey(block)]: options };
}

/**
 * YITH's rule after a 'true' or 'exists' answer: the block is marked existing and its add link removed, unless
 * multi-wishlist keeps it (multi-wishlist on and hide-add-button off). The returned fragment usually did this.
 */
export function markExisting(block: Element | null): void {
  if (!block) return;
  block.classList.add('exists');
  const params = wishlistParams();
  const keepsAdd = paramFlag(params.multi_wishlist) && !paramFlag(params.hide_add_button);
  if (!keepsAdd) block.querySelector('.yith-wcwl-add-button')?.remove();
}
