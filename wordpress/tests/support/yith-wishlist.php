<?php
/**
 * YITH WooCommerce Wishlist 4 as far as the count goes: `yith_wcwl_count_products()` counts the products in the
 * visitor's default wishlist (the one its wishlist page lists), the logged-in customer's, else the guest
 * session's (YITH's session cookie, `yith_wcwl_session_{COOKIEHASH}`); 0 for a visitor with neither.
 *
 * @package ShopElements\Tests
 */

/** The test's wishlists: product ids by owner ('user-{id}' or 'session-{id}'). */
final class YITH_WCWL_Test_Wishlists {

	/** @var array<string, int[]> */
	public static $items = array();

	/** The current visitor's owner key, or null without a login or a session. */
	public static function owner() {
		if ( is_user_logged_in() ) {
			return 'user-' . get_current_user_id();
		}
		$cookie = 'yith_wcwl_session_' . COOKIEHASH;
		return isset( $_COOKIE[ $cookie ] ) ? 'session-' . sanitize_key( wp_unslash( $_COOKIE[ $cookie ] ) ) : null;
	}
}

/**
 * The number of products in the visitor's default wishlist.
 *
 * @param string|false $wishlist_token Another wishlist (unused here).
 * @return int
 */
function yith_wcwl_count_products( $wishlist_token = false ) {
	$owner = YITH_WCWL_Test_Wishlists::owner();
	return null === $owner ? 0 : count( YITH_WCWL_Test_Wishlists::$items[ $owner ] ?? array() );
}
