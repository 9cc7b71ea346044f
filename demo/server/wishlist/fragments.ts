// The fragments YITH re-renders: each `.wishlist-fragment` block from its fragment options. The add-to-wishlist
// block is rendered here; other blocks (the wishlist page's form) register a renderer by their `item` option.
import { getCatalogue } from '../catalogue/index.ts';
import type { Product } from '../catalogue/types.ts';
import { escapeHtml } from '../html.ts';
import { inAnyWishlist, wishlistNonce, type WishlistOwner } from './store.ts';

export type FragmentOptions = Record<string, unknown>;
export type FragmentRenderer = (owner: WishlistOwner | undefined, options: FragmentOptions) => string;

export const WISHLIST_PATH = '/wishlist/';
const renderers = new Map<string, FragmentRenderer>();

/** Lets another block (the wishlist page's form, a widget) be re-rendered by the fragments calls. */
export function registerFragmentRenderer(item: string, renderer: FragmentRenderer): void {
  renderers.set(item, renderer);
}

/** The product a block is about: a product, or a variation (rendered with its parent's type). */
function productFor(id: number): { product: Product; id: number; parentId: number; type: string } | undefined {
  const { byId, variations } = getCatalogue();
  const product = byId.get(id);
  if (product) return { product, id, parentId: id, type: product.type };
  const found = variations.get(id);
  return found ? { product: found.product, id, parentId: found.product.id, type: 'variation' } : undefined;
}

/**
 * YITH's add-to-wishlist block: the add link, or once the product is in a wishlist, "Product added!" (right
 * after the add) or "already in your wishlist" with the browse link; with the `remove` behaviour, a remove link.
 */
export function addToWishlistBlock(owner: WishlistOwner | undefined, options: FragmentOptions): string {
  const found = productFor(Number(options['product_id']));
  if (!found) return '';
  const { id, parentId, type } = found;
  const inList = inAnyWishlist(owner, id);
  const added = options['added_to_wishlist'] === true || options['added_to_wishlist'] === 'yes';
  const behaviour = options['behaviour'] === 'remove' ? 'remove' : 'view';
  const fragmentOptions = { product_id: id, parent_product_id: parentId, product_type: type, item: 'add_to_wishlist', behaviour };
  let state: string;
  if (!inList) {
    state = `<div class="yith-wcwl-add-button"><a href="?add_to_wishlist=${id}&amp;_wpnonce=${wishlistNonce('add_to_wishlist')}" class="add_to_wishlist single_add_to_wishlist" data-product-id="${id}" data-product-type="${type}" data-original-product-id="${parentId}" data-title="Add to wishlist" rel="nofollow"><span>Add to wishlist</span></a></div>`;
  } else if (behaviour === 'remove') {
    const item = inList.items.find((i) => i.productId === id);
    state = `<div class="yith-wcwl-wishlistexistsbrowse"><span class="feedback">${added ? 'Product added!' : 'The product is already in your wishlist!'}</span> <a href="?remove_from_wishlist=${id}" class="delete_item" data-item-id="${item?.id ?? ''}" data-product-id="${id}" data-original-product-id="${parentId}" data-title="Remove from list" rel="nofollow">Remove from list</a></div>`;
  } else {
    const kind = added ? 'added' : 'exists';
    state = `<div class="yith-wcwl-wishlist${kind}browse"><span class="feedback">${added ? 'Product added!' : 'The product is already in your wishlist!'}</span> <a href="${WISHLIST_PATH}" rel="nofollow" data-title="Browse wishlist">Browse wishlist</a></div>`;
  }
  return `<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${id}${inList ? ' exists' : ''} wishlist-fragment on-first-load" data-fragment-ref="${id}" data-fragment-options="${escapeHtml(JSON.stringify(fragmentOptions))}">${state}</div>`;
}

registerFragmentRenderer('add_to_wishlist', addToWishlistBlock);

/** Re-renders every requested block; an unknown or broken one is left out, and the page keeps its copy. */
export function renderFragments(owner: WishlistOwner | undefined, requested: Map<string, FragmentOptions>): Record<string, string> {
  const fragments: Record<string, string> = {};
  for (const [key, options] of requested) {
    const item =
      typeof options['item'] === 'string' ? options['item'] : options['product_id'] !== undefined ? 'add_to_wishlist' : 'wishlist';
    const html = renderers.get(item)?.(owner, options);
    if (html) fragments[key] = html;
  }
  return fragments;
}

/**
 * PHP's reading of `fragments[key][option]=value` form fields (what jQuery's `$.param` sent): key → options.
 * Values arrive as strings, as PHP sees them.
 */
export function postedFragments(body: URLSearchParams): Map<string, FragmentOptions> {
  const map = new Map<string, FragmentOptions>();
  for (const [name, value] of body) {
    const match = /^fragments\[([^\]]+)\]\[([^\]]+)\]$/.exec(name);
    if (!match) continue;
    const [, key = '', option = ''] = match;
    const options = map.get(key) ?? {};
    options[option] = value;
    map.set(key, options);
  }
  return map;
}
