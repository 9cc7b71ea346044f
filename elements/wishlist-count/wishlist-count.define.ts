import { defineElement } from '../../core/runtime/define-element.ts';
import { WishlistCount } from './wishlist-count.tsx';

/**
 * Wraps the header's wishlist link and its count badge. The count is a GET of the theme's
 * `…_update_wishlist_count` admin-ajax action, answered with a plain number.
 *
 * @summary header wishlist count: no label at 0, re-fetched after every change, in other tabs and after a back/forward restore; icon marked `added` for 500 ms
 * @attr {string} badge - CSS selector of the badge inside the element (default `.wishlist-count`)
 * @attr {string} icon - selector of the element marked `added` for 500 ms after a change (default the element itself)
 * @attr {string} count-action - the admin-ajax action answering the count (default `yith_wcwl_l10n.update_wishlist_count_action`, `shop_update_wishlist_count`)
 */
export const ShopWishlistCountElement = defineElement('shop-wishlist-count', WishlistCount, {
  badge: { type: 'string', format: 'selector' },
  icon: { type: 'string', format: 'selector' },
  countAction: 'string',
});
