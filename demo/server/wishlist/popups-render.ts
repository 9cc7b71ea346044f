// The popups YITH WooCommerce Wishlist (premium) prints hidden in the wishlist and manage pages, opened by links
// whose `data-rel` names their prettyPhoto group: move an item to another wishlist (a fragment, so its list of
// wishlists follows every change), ask an estimate, create a wishlist (posted to YITH's form handler).
import { escapeHtml } from '../html.ts';
import { registerFragmentRenderer, WISHLIST_PATH, type FragmentOptions } from './fragments.ts';
import { PRIVACY_LABELS, sharePath, shownWishlist } from './page-render.ts';
import { wishlistNonce, type Wishlist, type WishlistOwner } from './store.ts';

export const CREATE_PATH = `${WISHLIST_PATH}create/`;
export const CREATE_NONCE_ACTION = 'yith_wcwl_create_action';

const visibilityRadios = (): string =>
  `<fieldset class="wishlist-privacy-radio"><legend>Visibility</legend>${PRIVACY_LABELS.map(
    (label, value) =>
      `<label><input type="radio" name="wishlist_visibility" class="wishlist-visibility" value="${value}"${value === 0 ? ' checked' : ''}> ${label}</label>`,
  ).join(' ')}</fieldset>`;

const nameRow = (): string =>
  `<p class="form-row form-row-wide"><label>Wishlist name <input type="text" name="wishlist_name" class="wishlist-name input-text" autocomplete="off"></label></p>`;

export const createLink = (): string =>
  `<a href="#create_new_wishlist" class="btn button create-new-wishlist" data-rel="prettyPhoto[create_wishlist]">Create a new wishlist</a>`;

/** The move popup for the wishlist shown (by token, else the default one): the owner's other wishlists, or a new one. */
export function movePopup(owner: WishlistOwner | undefined, options: FragmentOptions): string {
  const wishlist = shownWishlist(owner, String(options['wishlist_token'] ?? ''));
  if (!owner || !wishlist || wishlist.ownerId !== owner.id) return '';
  const others = owner.wishlists.filter((other) => other !== wishlist);
  const choices = [
    ...others.map((other) => `<option value="${other.token}">${escapeHtml(other.name)}</option>`),
    '<option value="new">Create a new wishlist</option>',
  ];
  const fragmentOptions = escapeHtml(JSON.stringify({ item: 'move_popup', wishlist_token: String(options['wishlist_token'] ?? '') }));
  return `<div id="move_to_another_wishlist" class="yith-wcwl-popup-move wishlist-fragment" data-fragment-options="${fragmentOptions}" hidden>
<form class="wishlist-move-to-another-wishlist-popup yith-wcwl-popup-form" method="post" action="${WISHLIST_PATH}">
<div class="yith-wcwl-popup-content"><h3>Move to another wishlist</h3>
<p class="popup-description">This item is in <a class="wishlist-title" href="${sharePath(wishlist)}">${escapeHtml(wishlist.name)}</a>. Choose the list to move it to:</p>
<p class="form-row yith-wcwl-first-row"><label>Wishlist <select name="wishlist_select" class="wishlist-select">${choices.join('')}</select></label></p>
<div class="yith-wcwl-second-row">${nameRow()}${visibilityRadios()}</div>
<input type="hidden" class="origin-wishlist-id" value="${wishlist.token}"></div>
<div class="yith-wcwl-popup-footer"><button type="submit" class="button move_to_wishlist">Move</button></div>
</form></div>`;
}

/** The estimate form of a wishlist: the shopper's email, the shop's extra field and notes. */
export function estimatePopup(wishlist: Wishlist): string {
  return `<div id="ask_an_estimate_popup" class="yith-wcwl-popup-estimate" hidden>
<form class="wishlist-ask-an-estimate-popup yith-wcwl-popup-form" method="post" action="${WISHLIST_PATH}">
<h3>Ask for an estimate</h3>
<p class="popup-description">Send us this wishlist and we will reply with a price for all of it.</p>
<p class="form-row form-row-wide"><label>Your email <input type="email" name="reply_email" class="input-text" autocomplete="email" required></label></p>
<p class="form-row form-row-wide"><label>Your name <input type="text" name="reply_name" class="input-text" autocomplete="name"></label></p>
<p class="form-row form-row-wide"><label>Additional notes <textarea name="additional_notes" class="input-text" rows="3"></textarea></label></p>
<input type="hidden" name="ask_an_estimate" value="${wishlist.id}">
<div class="yith-wcwl-popup-footer"><button type="submit" class="button">Ask for an estimate</button></div>
</form></div>`;
}

/** The create form, posted to YITH's form handler (it has no admin-ajax call for it). */
export function createPopup(): string {
  return `<div id="create_new_wishlist" class="yith-wcwl-popup-create" hidden>
<form class="yith-wcwl-create-form yith-wcwl-popup-form" method="post" action="${CREATE_PATH}">
<h3>Create a new wishlist</h3>
${nameRow()}${visibilityRadios()}
<input type="hidden" name="yith_wcwl_create" value="${wishlistNonce(CREATE_NONCE_ACTION)}">
<div class="yith-wcwl-popup-footer"><button type="submit" class="button create-wishlist-button">Create wishlist</button></div>
</form></div>`;
}

registerFragmentRenderer('move_popup', movePopup);
