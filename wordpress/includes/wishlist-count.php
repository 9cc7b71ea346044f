<?php
/**
 * The header count's admin-ajax action (`shop_update_wishlist_count`, what `<shop-wishlist-count>` asks by
 * default; YITH WooCommerce Wishlist 4 has none): the number of products in the visitor's wishlist, the
 * logged-in customer's or the guest session's, as YITH's wishlist page lists them. Answered as a plain number.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const WISHLIST_COUNT_ACTION = 'shop_update_wishlist_count';

/** Answers the action; 0 without YITH or without a wishlist yet. */
function answer_wishlist_count() {
	// A count per visitor: never stored by a cache on the way.
	nocache_headers();
	if ( ! headers_sent() ) {
		header( 'Content-Type: text/plain; charset=utf-8' );
	}
	echo (int) ( function_exists( 'yith_wcwl_count_products' ) ? yith_wcwl_count_products() : 0 );
	wp_die();
}
