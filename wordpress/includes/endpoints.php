<?php
/**
 * The admin-ajax actions the elements call by default that a stock WooCommerce store does not answer (the legacy
 * theme did): live search, quick view and the wishlist count. Each is answered here unless the theme or another
 * plugin already answers it.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * Action => handler.
 *
 * @return array<string, callable-string>
 */
function endpoints() {
	return array(
		LIVE_SEARCH_ACTION    => __NAMESPACE__ . '\\answer_live_search',
		QUICK_VIEW_ACTION     => __NAMESPACE__ . '\\answer_quick_view',
		WISHLIST_COUNT_ACTION => __NAMESPACE__ . '\\answer_wishlist_count',
	);
}

/**
 * Hooks each action for guests and customers, once the theme has loaded (its functions.php may answer it
 * already), and keeps the search cache true to the catalogue.
 */
function register_endpoints() {
	foreach ( endpoints() as $action => $handler ) {
		if ( ! has_action( "wp_ajax_nopriv_{$action}" ) && ! has_action( "wp_ajax_{$action}" ) ) {
			add_action( "wp_ajax_nopriv_{$action}", $handler );
			add_action( "wp_ajax_{$action}", $handler );
		}
	}
	watch_catalogue_for_search_cache();
}
