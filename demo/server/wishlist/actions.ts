// YITH WooCommerce Wishlist's admin-ajax actions on the visitor's wishlists, answered with YITH's JSON shapes.
import { getCatalogue } from '../catalogue/index.ts';
import { requestField } from '../context.ts';
import type { Ctx } from '../context.ts';
import { escapeHtml } from '../html.ts';
import { jsonReply, textReply } from '../http/reply.ts';
import type { Reply } from '../http/reply.ts';
import { postedFragments, renderFragments, WISHLIST_PATH, type FragmentOptions } from './fragments.ts';
import {
  addItem,
  createWishlist,
  findOwner,
  isValidPrivacy,
  ownerFor,
  ownWishlist,
  wishlistByToken,
  wishlistCount,
  wishlistNonce,
  type Privacy,
  type Wishlist,
  type WishlistOwner,
} from './store.ts';

type Handler = (ctx: Ctx, owner: WishlistOwner) => Reply;

const field = (ctx: Ctx, name: string): string => requestField(ctx, name)?.trim() ?? '';

function userWishlists(ctx: Ctx, owner: WishlistOwner) {
  return owner.wishlists.map((w) => ({
    id: w.id,
    wishlist_name: w.name,
    default: w.isDefault,
    add_to_this_wishlist_url: `${ctx.origin}${WISHLIST_PATH}?add_to_wishlist=${field(ctx, 'add_to_wishlist')}&wishlist_id=${w.id}`,
  }));
}

/** The requested blocks re-rendered; `extra` options are set on the blocks of `productId` (YITH's add does). */
function fragments(ctx: Ctx, owner: WishlistOwner, productId?: string, extra: FragmentOptions = {}): Record<string, string> {
  const requested = postedFragments(ctx.body);
  if (productId) for (const options of requested.values()) if (String(options['product_id']) === productId) Object.assign(options, extra);
  return renderFragments(owner, requested);
}

function exists(productId: number): boolean {
  const { byId, variations } = getCatalogue();
  return byId.has(productId) || variations.has(productId);
}

/** A new wishlist from a popup's name and visibility; undefined (an error answer) without a name. */
function newWishlist(ctx: Ctx, owner: WishlistOwner): Wishlist | undefined {
  const name = field(ctx, 'wishlist_name');
  if (!name) return undefined;
  const visibility = field(ctx, 'wishlist_visibility');
  return createWishlist(owner, name, (isValidPrivacy(visibility) ? Number(visibility) : 0) as Privacy);
}

const addToWishlist: Handler = (ctx, owner) => {
  const productId = Number(field(ctx, 'add_to_wishlist'));
  const error = (message: string) =>
    jsonReply({
      prod_id: productId,
      result: 'error',
      message,
      fragments: fragments(ctx, owner),
      user_wishlists: userWishlists(ctx, owner),
    });
  if (!exists(productId)) return error('An error occurred while adding the products to the wishlist.');
  const requested = field(ctx, 'wishlist_id');
  const wishlist = requested === 'new' ? newWishlist(ctx, owner) : ownWishlist(owner, requested);
  if (!wishlist) return error(requested === 'new' ? 'Wishlist name is required' : 'The wishlist could not be found.');
  const already = wishlist.items.some((item) => item.productId === productId);
  if (!already) addItem(wishlist, productId);
  const id = String(productId);
  return jsonReply({
    prod_id: productId,
    result: already ? 'exists' : 'true',
    message: already ? 'The product is already in your wishlist!' : 'Product added!',
    fragments: fragments(ctx, owner, id, { wishlist_url: WISHLIST_PATH, added_to_wishlist: already ? 'no' : 'yes' }),
    user_wishlists: userWishlists(ctx, owner),
    wishlist_url: `${ctx.origin}${WISHLIST_PATH}`,
  });
};

/** The wishlist a call names by id or token, if the visitor owns it; their default one when it names none. */
function namedWishlist(ctx: Ctx, owner: WishlistOwner): Wishlist | undefined {
  const token = field(ctx, 'wishlist_token');
  if (token) {
    const wishlist = wishlistByToken(token);
    return wishlist?.ownerId === owner.id ? wishlist : undefined;
  }
  return ownWishlist(owner, field(ctx, 'wishlist_id'));
}

const removeFromWishlist: Handler = (ctx, owner) => {
  const id = Number(field(ctx, 'remove_from_wishlist'));
  const wishlist = namedWishlist(ctx, owner);
  if (!wishlist) return jsonReply({ fragments: [] });
  // YITH accepts the row id or the product id.
  wishlist.items = wishlist.items.filter((item) => item.id !== id && item.productId !== id);
  return jsonReply({ fragments: fragments(ctx, owner) });
};

const removeFromAllWishlists: Handler = (ctx, owner) => {
  const productId = Number(field(ctx, 'prod_id'));
  for (const wishlist of owner.wishlists) wishlist.items = wishlist.items.filter((item) => item.productId !== productId);
  return jsonReply({ fragments: fragments(ctx, owner) });
};

const sortItems: Handler = (ctx, owner) => {
  const wishlist = namedWishlist(ctx, owner);
  if (!wishlist) return textReply('', 200, 'text/html; charset=UTF-8');
  const page = Math.max(1, Number(field(ctx, 'page')) || 1);
  const perPage = Math.max(1, Number(field(ctx, 'per_page')) || wishlist.items.length || 1);
  ctx.body.getAll('positions[]').forEach((rowId, index) => {
    const item = wishlist.items.find((i) => String(i.id) === rowId);
    if (item) item.position = (page - 1) * perPage + index;
  });
  return textReply('', 200, 'text/html; charset=UTF-8');
};

const updateItemQuantity: Handler = (ctx, owner) => {
  const wishlist = namedWishlist(ctx, owner);
  const item = wishlist?.items.find((i) => String(i.productId) === field(ctx, 'product_id'));
  const quantity = Number(field(ctx, 'quantity'));
  if (item && Number.isInteger(quantity) && quantity > 0) item.quantity = quantity;
  return textReply('', 200, 'text/html; charset=UTF-8');
};

const moveToAnotherWishlist: Handler = (ctx, owner) => {
  const source = namedWishlist(ctx, owner);
  const destinationToken = field(ctx, 'destination_wishlist_token');
  const destination = destinationToken === 'new' ? newWishlist(ctx, owner) : wishlistByToken(destinationToken);
  const item = source?.items.find((i) => String(i.id) === field(ctx, 'item_id'));
  if (!source || !item || !destination || destination.ownerId !== owner.id)
    return jsonReply({
      result: false,
      message: 'The element could not be moved.',
      user_wishlists: userWishlists(ctx, owner),
      fragments: {},
    });
  source.items = source.items.filter((i) => i !== item);
  if (!destination.items.some((i) => i.productId === item.productId)) addItem(destination, item.productId, item.quantity);
  return jsonReply({
    result: true,
    message: `Element correctly moved to ${escapeHtml(destination.name)}`,
    user_wishlists: userWishlists(ctx, owner),
    fragments: fragments(ctx, owner),
  });
};

const saveTitle: Handler = (ctx, owner) => {
  const wishlist = ownWishlist(owner, field(ctx, 'wishlist_id'));
  const title = field(ctx, 'title');
  if (!wishlist || !title) return jsonReply({ result: false, fragments: {} });
  wishlist.name = title;
  return jsonReply({ result: true, fragments: fragments(ctx, owner) });
};

const savePrivacy: Handler = (ctx, owner) => {
  const wishlist = ownWishlist(owner, field(ctx, 'wishlist_id'));
  const privacy = field(ctx, 'privacy');
  if (wishlist && isValidPrivacy(privacy)) wishlist.privacy = Number(privacy) as Privacy;
  return jsonReply({ fragments: fragments(ctx, owner) });
};

const deleteItem: Handler = (ctx, owner) => {
  const id = field(ctx, 'item_id');
  const wishlist = owner.wishlists.find((w) => w.items.some((i) => String(i.id) === id));
  if (!wishlist) return jsonReply({ result: false });
  wishlist.items = wishlist.items.filter((i) => String(i.id) !== id);
  return jsonReply({ result: true, message: 'Product successfully removed.', fragments: fragments(ctx, owner) });
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const askAnEstimate: Handler = (ctx, owner) => {
  const wishlist = ownWishlist(owner, field(ctx, 'ask_an_estimate'));
  const email = field(ctx, 'reply_email');
  if (!wishlist) return jsonReply({ result: false, message: 'The wishlist could not be found.' });
  if (!EMAIL.test(email)) return jsonReply({ result: false, message: 'Please, make sure to enter a valid email address' });
  const fields = Object.fromEntries([...ctx.body].filter(([name]) => !['action', 'nonce', 'context'].includes(name)));
  owner.estimates.push({ wishlistId: wishlist.id, fields });
  return jsonReply({
    result: true,
    message: 'Your estimate request has been sent',
    template: `<div class="yith-ywraq-mail-form-wrapper"><p class="ask-an-estimate-sent">Thank you: your estimate request for &ldquo;${escapeHtml(wishlist.name)}&rdquo; has been sent. We will reply to ${escapeHtml(email)}.</p></div>`,
  });
};

const loadFragments: Handler = (ctx, owner) => jsonReply({ fragments: fragments(ctx, owner) });

/** The wishlist shortcode's HTML for a wishlist (by token or id), rendered by the registered `wishlist` block. */
const reloadWishlist: Handler = (ctx, owner) => {
  const wishlist = namedWishlist(ctx, owner) ?? wishlistByToken(field(ctx, 'wishlist_token'));
  const html = renderFragments(
    owner,
    new Map([
      [
        'wishlist',
        {
          item: 'wishlist',
          wishlist_token: wishlist?.token ?? '',
          per_page: field(ctx, 'per_page'),
          current_page: field(ctx, 'pagination'),
        },
      ],
    ]),
  );
  return textReply(html['wishlist'] ?? '', 200, 'text/html; charset=UTF-8');
};

/** Default action names (as `yith_wcwl_l10n.actions` prints them) and their handlers. */
const ACTIONS: Record<string, Handler> = {
  add_to_wishlist: addToWishlist,
  remove_from_wishlist: removeFromWishlist,
  remove_from_all_wishlists: removeFromAllWishlists,
  sort_wishlist_items: sortItems,
  update_item_quantity: updateItemQuantity,
  move_to_another_wishlist: moveToAnotherWishlist,
  save_title: saveTitle,
  save_privacy: savePrivacy,
  delete_item: deleteItem,
  ask_an_estimate: askAnEstimate,
  load_fragments: loadFragments,
  load_mobile: loadFragments,
  reload_wishlist_and_adding_elem: reloadWishlist,
};

export const WISHLIST_ACTIONS = Object.keys(ACTIONS);
/** The theme's count action (`{theme prefix}_update_wishlist_count`). */
export const COUNT_ACTION = 'shop_update_wishlist_count';

/** What YITH answers to a bad nonce, per action. */
function badNonce(action: string): Reply {
  if (action === 'add_to_wishlist') return jsonReply({ result: false });
  if (action === 'remove_from_wishlist' || action === 'load_fragments' || action === 'load_mobile') return jsonReply({ fragments: [] });
  return textReply('-1', 403, 'text/html; charset=UTF-8');
}

export function handleWishlistAction(ctx: Ctx, action: string): Reply {
  if (field(ctx, 'nonce') !== wishlistNonce(action)) return badNonce(action);
  const handler = ACTIONS[action];
  if (!handler) return textReply('0', 400, 'text/html; charset=UTF-8');
  // Reading calls do not start a wishlist session; changes do, and the reply carries its cookie.
  const reads = action === 'load_fragments' || action === 'load_mobile' || action === 'reload_wishlist_and_adding_elem';
  const found = findOwner(ctx);
  if (reads && !found) return handler(ctx, { id: '', wishlists: [], estimates: [] });
  const { owner, cookie } = found ? { owner: found, cookie: undefined } : ownerFor(ctx);
  const reply = handler(ctx, owner);
  return cookie ? { ...reply, cookies: [...(reply.cookies ?? []), cookie] } : reply;
}

export function wishlistCountReply(ctx: Ctx): Reply {
  return textReply(String(wishlistCount(findOwner(ctx))), 200, 'text/html; charset=UTF-8');
}
