// `yith_wcwl_l10n`, as YITH WooCommerce Wishlist localizes its script (values of the recorded store), with the
// premium keys of its multi-wishlist features and the theme's count action.
import type { Ctx } from '../context.ts';
import { WISHLIST_ACTIONS, COUNT_ACTION } from './actions.ts';
import { wishlistNonce } from './store.ts';

const AJAX_URL = '/wp-admin/admin-ajax.php';
/** Premium action keys have no `_action` suffix in the printed map. */
const UNSUFFIXED = new Set([
  'load_fragments',
  'remove_from_all_wishlists',
  'sort_wishlist_items',
  'update_item_quantity',
  'ask_an_estimate',
]);

/** The premium multi-wishlist mode, for the demo: `?multi_wishlist=on`, or the `demo_multi_wishlist=on` cookie. */
export function multiWishlistOn(ctx: Ctx): boolean {
  return ctx.query.get('multi_wishlist') === 'on' || ctx.cookies['demo_multi_wishlist'] === 'on';
}

export function wishlistL10n(ctx: Ctx): Record<string, unknown> {
  const multiWishlist = multiWishlistOn(ctx);
  return {
    ajax_url: AJAX_URL,
    redirect_to_cart: '',
    yith_wcwl_button_position: '',
    multi_wishlist: multiWishlist ? '1' : '',
    // Multi-wishlist keeps the add link, so a product can go to a second list.
    hide_add_button: multiWishlist ? '' : '1',
    enable_ajax_loading: '',
    remove_from_wishlist_after_add_to_cart: '1',
    is_wishlist_responsive: '1',
    time_to_close_prettyphoto: '3000',
    fragments_index_glue: '.',
    reload_on_found_variation: '1',
    mobile_media_query: '768',
    update_wishlist_count_action: COUNT_ACTION,
    labels: {
      cookie_disabled: 'We are sorry, but this feature is available only if cookies on your browser are enabled.',
      added_to_cart_message:
        '<div class="woocommerce-notices-wrapper"><div class="woocommerce-message" role="alert">Product added to cart successfully</div></div>',
    },
    actions: Object.fromEntries(WISHLIST_ACTIONS.map((action) => [UNSUFFIXED.has(action) ? action : `${action}_action`, action])),
    nonce: Object.fromEntries(WISHLIST_ACTIONS.map((action) => [`${action}_nonce`, wishlistNonce(action)])),
    redirect_after_ask_estimate: '',
    ask_estimate_redirect_url: ctx.origin,
  };
}
