// The wishlist page's blocks as YITH WooCommerce Wishlist's premium templates print them: the wishlist form (the
// sortable table, the images grid or the mobile list) and the manage-wishlists table. Registered as fragment
// renderers, so the wishlist calls re-render them from the options the page posts back. Rows are keyed by their
// row id (the item id the sort, move and remove calls name); the fields and links inside name the product.
// (Added by the wishlist page; the store, actions and add-to-wishlist block are the transport's.)
import { getCatalogue } from '../catalogue/index.ts';
import { isInStock } from '../catalogue/pricing.ts';
import type { Product, Variation } from '../catalogue/types.ts';
import { productPath } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { imageAlt, imageUrl } from '../images.ts';
import { itemPriceHtml, productPriceHtml } from '../templates/price.ts';
import { registerFragmentRenderer, WISHLIST_PATH, type FragmentOptions } from './fragments.ts';
import { defaultWishlist, itemsInOrder, wishlistByToken, type Wishlist, type WishlistItem, type WishlistOwner } from './store.ts';

export const PRIVACY_LABELS = ['Public', 'Shared', 'Private'] as const;
const FORM_CLASS = 'woocommerce yith-wcwl-form wishlist-fragment';

interface Row {
  item: WishlistItem;
  product: Product;
  variation?: Variation;
  name: string;
  colour: string;
}

function rowOf(item: WishlistItem): Row | undefined {
  const { byId, variations } = getCatalogue();
  const product = byId.get(item.productId);
  if (product) return { item, product, name: product.name, colour: product.galleryColours[0] ?? 'grey' };
  const found = variations.get(item.productId);
  if (!found) return undefined;
  const values = Object.values(found.variation.attributes).filter(Boolean).join(', ');
  return {
    item,
    product: found.product,
    variation: found.variation,
    name: `${found.product.name} - ${values}`,
    colour: found.variation.colour,
  };
}

/** The wishlist the block shows: by token (a shared view), else the visitor's default one. */
export function shownWishlist(owner: WishlistOwner | undefined, token: string): Wishlist | undefined {
  if (token) return wishlistByToken(token);
  return owner && owner.wishlists.length > 0 ? defaultWishlist(owner) : undefined;
}

export const sharePath = (wishlist: Wishlist): string => `${WISHLIST_PATH}view/${wishlist.token}/`;

const flag = (value: unknown): boolean => value === true || value === 'true' || value === '1' || value === 'yes';

function addToCartControl({ product, variation, name }: Row): string {
  const item = variation ?? product;
  const buyable = (variation || product.type === 'simple') && isInStock(item.stock);
  if (!buyable)
    return `<a href="${productPath(product.slug)}" class="button alt">${isInStock(item.stock) ? 'Select options' : 'Read more'}</a>`;
  return `<a href="${WISHLIST_PATH}?add-to-cart=${item.id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart add_to_cart alt" data-product_id="${item.id}" data-product_sku="${escapeHtml(item.sku)}" aria-label="Add to cart: &ldquo;${escapeHtml(name)}&rdquo;" rel="nofollow">Add to cart</a>`;
}

/** YITH's two ways to move an item: a select in the row, or (`popup`) a link opening the move popup. */
type MoveType = 'select' | 'popup';

function moveControl(row: Row, wishlist: Wishlist, owner: WishlistOwner, type: MoveType): string {
  if (type === 'popup')
    return `<a href="#move_to_another_wishlist" class="move-to-another-wishlist-button" data-rel="prettyPhoto[move_to_another_wishlist]" aria-label="Move to another wishlist: ${escapeHtml(row.name)}">Move to another wishlist</a>`;
  const others = owner.wishlists.filter((other) => other !== wishlist);
  const options = [
    ...others.map((other) => `<option value="${other.token}">${escapeHtml(other.name)}</option>`),
    '<option value="new">New wishlist…</option>',
  ].join('');
  return `<select class="change-wishlist" aria-label="Move ${escapeHtml(row.name)} to another wishlist"><option value="">Move to another wishlist</option>${options}</select>`;
}

/**
 * The row's remove link. With multi-wishlist on (the popup move), YITH removes the item by its own id
 * (`delete_item`), as a product may sit in several of the shopper's lists; otherwise by the product.
 */
function removeControl({ item, name }: Row, moveType: MoveType): string {
  const label = `aria-label="Remove ${escapeHtml(name)} from the wishlist"`;
  const href = `${WISHLIST_PATH}?remove_from_wishlist=${item.productId}`;
  return moveType === 'popup'
    ? `<a href="${href}" class="remove delete_item" data-item-id="${item.id}" title="Remove this product" ${label}>&times;</a>`
    : `<a href="${href}" class="remove remove_from_wishlist" title="Remove this product" ${label}>&times;</a>`;
}

/** With multi-wishlist on, a row also offers to take its product out of every list the shopper has. */
const removeFromAllControl = ({ item, name }: Row, wishlist: Wishlist): string =>
  `<a href="${WISHLIST_PATH}" class="remove_from_all_wishlists" data-product-id="${item.productId}" data-wishlist-id="${wishlist.id}" aria-label="Remove from all wishlists: ${escapeHtml(name)}">Remove from all wishlists</a>`;

function tableRow(
  row: Row,
  index: number,
  wishlist: Wishlist,
  owner: WishlistOwner | undefined,
  editable: boolean,
  moveType: MoveType,
): string {
  const { item, product, variation, name, colour } = row;
  const id = item.productId;
  const price = variation ? itemPriceHtml(variation) : productPriceHtml(product);
  const inStock = isInStock((variation ?? product).stock);
  const cells = [
    editable
      ? `<td class="product-checkbox"><input type="checkbox" value="yes" name="items[${id}][cb]" aria-label="Select ${escapeHtml(name)}"></td>`
      : '',
    editable ? `<td class="product-remove"><div>${removeControl(row, moveType)}</div></td>` : '',
    `<td class="product-thumbnail"><a href="${productPath(product.slug)}"><img src="${imageUrl(product.slug, colour, 'thumbnail')}" width="100" height="100" alt="${escapeHtml(imageAlt(product, colour))}"></a></td>`,
    `<td class="product-name"><a href="${productPath(product.slug)}">${escapeHtml(name)}</a></td>`,
    `<td class="product-price">${price}</td>`,
    editable
      ? `<td class="product-quantity"><input type="number" min="1" step="1" name="items[${id}][quantity]" value="${item.quantity}" aria-label="Quantity of ${escapeHtml(name)}"></td>`
      : `<td class="product-quantity">${item.quantity}</td>`,
    `<td class="product-stock-status">${inStock ? '<span class="wishlist-in-stock">In Stock</span>' : '<span class="wishlist-out-of-stock">Out of stock</span>'}</td>`,
    `<td class="product-add-to-cart">${addToCartControl(row)}${editable && owner ? ` ${moveControl(row, wishlist, owner, moveType)}` : ''}${editable && moveType === 'popup' ? ` ${removeFromAllControl(row, wishlist)}` : ''}</td>`,
    editable ? `<td class="product-arrange"><input type="hidden" name="items[${id}][position]" value="${index}"></td>` : '',
  ];
  return `<tr id="yith-wcwl-row-${item.id}" data-row-id="${item.id}">${cells.join('')}</tr>`;
}

function gridItem(row: Row, move: string): string {
  const { item, product, name, colour } = row;
  const id = item.productId;
  return `<li id="yith-wcwl-row-${item.id}" data-row-id="${item.id}"><div class="item-wrapper">
<div class="product-thumbnail"><a href="${productPath(product.slug)}"><img src="${imageUrl(product.slug, colour, 'single')}" width="300" height="300" alt="${escapeHtml(name)}"></a></div>
<div class="item-details"><a href="#" class="close">Close</a><h3 class="product-name"><a href="${productPath(product.slug)}">${escapeHtml(name)}</a></h3>
<p class="product-price">${row.variation ? itemPriceHtml(row.variation) : productPriceHtml(product)}</p>
<p class="product-quantity">Quantity: ${item.quantity}</p>
<div class="product-add-to-cart">${addToCartControl(row)}${move ? ` ${move}` : ''}</div>
<a href="${WISHLIST_PATH}?remove_from_wishlist=${id}" class="remove_from_wishlist">Remove ${escapeHtml(name)}</a></div>
</div></li>`;
}

function mobileItem(row: Row, editable: boolean, move: string): string {
  const { item, product, name, colour } = row;
  const id = item.productId;
  return `<li id="yith-wcwl-row-${item.id}" data-row-id="${item.id}"><div class="item-wrapper">
<div class="product-thumbnail"><a href="${productPath(product.slug)}"><img src="${imageUrl(product.slug, colour, 'thumbnail')}" width="100" height="100" alt="${escapeHtml(imageAlt(product, colour))}"></a></div>
<div class="item-details"><h3 class="product-name"><a href="${productPath(product.slug)}">${escapeHtml(name)}</a></h3>
<p class="product-price">${row.variation ? itemPriceHtml(row.variation) : productPriceHtml(product)}</p>
${editable ? `<p class="product-quantity"><input type="number" min="1" step="1" name="items[${id}][quantity]" value="${item.quantity}" aria-label="Quantity of ${escapeHtml(name)}"></p>` : ''}</div>
<div class="additional-info-wrapper"><div class="product-add-to-cart">${addToCartControl(row)}${move ? ` ${move}` : ''}</div>
${editable ? `<a href="${WISHLIST_PATH}?remove_from_wishlist=${id}" class="remove_from_wishlist">Remove ${escapeHtml(name)}</a>` : ''}</div>
</div></li>`;
}

/** Opens the estimate popup the page prints (popups-render.ts). */
const estimateLink = `<a href="#ask_an_estimate_popup" class="btn button ask-an-estimate" data-rel="prettyPhoto[ask_an_estimate]">Ask for an estimate</a>`;

function titleBlock(wishlist: Wishlist | undefined, editable: boolean): string {
  const name = escapeHtml(wishlist?.name ?? 'My wishlist');
  if (!editable || !wishlist) return `<div class="wishlist-title-container"><div class="wishlist-title"><h2>${name}</h2></div></div>`;
  const privacy = PRIVACY_LABELS.map(
    (label, value) => `<option value="${value}"${wishlist.privacy === value ? ' selected' : ''}>${label}</option>`,
  ).join('');
  return `<div class="wishlist-title-container">
<div class="wishlist-title wishlist-title-with-form"><h2>${name}</h2> <a href="#" class="btn button show-title-form">Edit title</a></div>
<div class="hidden-title-form" hidden><label>Wishlist name <input type="text" value="${name}" name="wishlist_name"></label>
<span class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">Cancel</a> <a role="button" href="#" class="save-title-form">Save</a></span></div>
<p class="wishlist-privacy"><label>Visibility <select name="wishlist_privacy">${privacy}</select></label></p>
</div>`;
}

function shareBlock(wishlist: Wishlist, shareBase: string): string {
  const url = `${shareBase}${sharePath(wishlist)}`;
  return `<div class="yith-wcwl-share"><h3 class="yith-wcwl-share-title">Share</h3>
<label>Wishlist link <input type="text" class="copy-target" readonly value="${escapeHtml(url)}"></label> <a href="#" class="copy-trigger">Copy</a></div>`;
}

/** An origin the page printed into the options, to rebuild absolute share links; only http(s). */
const shareBaseOf = (options: FragmentOptions): string => {
  const base = String(options['share_base'] ?? '');
  return /^https?:\/\/[^/\s"]+$/.test(base) ? base : '';
};

/**
 * The wishlist form (`[yith_wcwl_wishlist]`): the table (sortable for the owner), the images grid
 * (`layout: images_grid`) or, when `is_mobile` is 'yes', the mobile list. Only the owner gets the controls
 * that change it.
 */
export function wishlistBlock(owner: WishlistOwner | undefined, options: FragmentOptions): string {
  const wishlist = shownWishlist(owner, String(options['wishlist_token'] ?? ''));
  const isOwner = Boolean(wishlist && owner && wishlist.ownerId === owner.id);
  const layout = options['layout'] === 'images_grid' ? 'images_grid' : '';
  const mobile = flag(options['is_mobile']) && !layout;
  const rows = wishlist ? itemsInOrder(wishlist).flatMap((item) => rowOf(item) ?? []) : [];
  const shareBase = shareBaseOf(options);
  const moveType: MoveType = options['move_to_another_wishlist_type'] === 'popup' ? 'popup' : 'select';
  // The grid's details and the mobile list carry the owner's move control too, as YITH's templates do.
  const moveOf = (row: Row): string => (isOwner && owner && wishlist ? moveControl(row, wishlist, owner, moveType) : '');
  const ownOptions = {
    item: 'wishlist',
    wishlist_id: wishlist?.id ?? '',
    wishlist_token: String(options['wishlist_token'] ?? ''),
    layout,
    is_mobile: mobile ? 'yes' : 'no',
    is_user_owner: isOwner || !wishlist,
    share_base: shareBase,
    move_to_another_wishlist_type: moveType,
  };
  const data = `data-pagination="no" data-per-page="${Math.max(rows.length, 1)}" data-page="1" data-id="${wishlist?.id ?? ''}" data-token="${wishlist?.token ?? ''}"`;
  const empty = '<p class="wishlist-empty">No products added to the wishlist</p>';
  let list: string;
  if (layout) {
    list = rows.length
      ? `<ul class="shop_table cart wishlist_table wishlist_view images_grid" ${data}>${rows.map((row) => gridItem(row, moveOf(row))).join('')}</ul>`
      : empty;
  } else if (mobile) {
    list = `<ul class="shop_table cart wishlist_table wishlist_view mobile responsive" ${data}>${rows.length ? rows.map((row) => mobileItem(row, isOwner, moveOf(row))).join('') : `<li>${empty}</li>`}</ul>`;
  } else {
    const editable = isOwner;
    const head = [
      editable ? '<th class="product-checkbox"><input type="checkbox" id="bulk_add_to_cart" aria-label="Select all products"></th>' : '',
      editable ? '<th class="product-remove"><span class="screen-reader-text">Remove</span></th>' : '',
      '<th class="product-thumbnail"><span class="screen-reader-text">Image</span></th>',
      '<th class="product-name"><span class="nobr">Product name</span></th>',
      '<th class="product-price"><span class="nobr">Unit price</span></th>',
      '<th class="product-quantity"><span class="nobr">Quantity</span></th>',
      '<th class="product-stock-status"><span class="nobr">Stock status</span></th>',
      '<th class="product-add-to-cart"><span class="screen-reader-text">Actions</span></th>',
      editable ? '<th class="product-arrange"><span class="screen-reader-text">Arrange</span></th>' : '',
    ].join('');
    const columns = head.match(/<th/g)?.length ?? 1;
    const body = rows.length
      ? rows.map((row, index) => tableRow(row, index, wishlist!, owner, editable, moveType)).join('')
      : `<tr><td colspan="${columns}" class="wishlist-empty">No products added to the wishlist</td></tr>`;
    list = `<table class="shop_table cart wishlist_table wishlist_view traditional responsive${editable ? ' sortable' : ''}" ${data}><thead><tr>${head}</tr></thead><tbody class="wishlist-items-wrapper">${body}</tbody></table>`;
  }
  return `<form id="yith-wcwl-form" action="${WISHLIST_PATH}" method="post" class="${FORM_CLASS}" data-fragment-options="${escapeHtml(JSON.stringify(ownOptions))}">
${titleBlock(wishlist, isOwner)}
${list}
<div class="yith_wcwl_wishlist_footer">${wishlist && wishlist.privacy !== 2 ? shareBlock(wishlist, shareBase) : ''}${isOwner && rows.length ? estimateLink : ''}</div>
<input type="hidden" value="${wishlist?.id ?? ''}" name="wishlist_id" id="wishlist_id">
</form>`;
}

/** The manage-wishlists table (`[yith_wcwl_wishlist]` with `action_params: manage`): a visibility select per wishlist. */
export function manageBlock(owner: WishlistOwner | undefined): string {
  const wishlists = owner?.wishlists ?? [];
  const rows = wishlists
    .map((wishlist) => {
      const options = PRIVACY_LABELS.map(
        (label, value) => `<option value="${value}"${wishlist.privacy === value ? ' selected' : ''}>${label}</option>`,
      ).join('');
      return `<tr data-wishlist-id="${wishlist.id}"><td class="wishlist-name"><a href="${sharePath(wishlist)}">${escapeHtml(wishlist.name)}</a></td>
<td class="wishlist-privacy"><select name="wishlist_options[${wishlist.id}][wishlist_visibility]" class="wishlist-visibility" aria-label="Visibility of ${escapeHtml(wishlist.name)}">${options}</select></td>
<td class="item-count">${wishlist.items.length}</td></tr>`;
    })
    .join('');
  const body = rows || '<tr><td colspan="3" class="wishlist-empty">You have no wishlists yet.</td></tr>';
  return `<form id="yith-wcwl-form" action="${WISHLIST_PATH}manage/" method="post" class="${FORM_CLASS}" data-fragment-options="${escapeHtml(JSON.stringify({ item: 'wishlist_manage' }))}">
<table class="shop_table cart wishlist_table wishlist_manage"><thead><tr><th class="wishlist-name">Wishlist</th><th class="wishlist-privacy">Visibility</th><th class="item-count">Items</th></tr></thead>
<tbody>${body}</tbody></table></form>`;
}

registerFragmentRenderer('wishlist', wishlistBlock);
registerFragmentRenderer('wishlist_manage', (owner) => manageBlock(owner));
