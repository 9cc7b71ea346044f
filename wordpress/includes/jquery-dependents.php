<?php
/**
 * Which scripts still need jQuery on the front end, for the settings screen: the plugin never removes jQuery
 * itself, so it stays while any of them is printed.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const JQUERY_DEPENDENTS_OPTION = 'shop_elements_jquery_dependents';

/** jQuery's handles: `jquery` is an alias of the core file (and the migrate helper). */
const JQUERY_HANDLES = array( 'jquery', 'jquery-core' );

/** The front end's page types the list is kept for. */
function page_type() {
	foreach ( array( 'is_product', 'is_cart', 'is_checkout', 'is_account_page', 'is_shop', 'is_product_taxonomy' ) as $conditional ) {
		if ( function_exists( $conditional ) && $conditional() ) {
			return substr( $conditional, 3 );
		}
	}
	return is_front_page() ? 'front_page' : 'other';
}

/**
 * Saves, for this page type, the printed scripts that need jQuery, once the footer's scripts are printed. The
 * option is written only when the list changed.
 */
function record_jquery_dependents() {
	$seen = get_option( JQUERY_DEPENDENTS_OPTION, array() );
	$seen = is_array( $seen ) ? $seen : array();
	$type = page_type();
	$now  = array(
		'dependents' => dependents_of( wp_scripts(), JQUERY_HANDLES ),
		// A theme or plugin may enqueue jQuery itself, for inline code no handle declares.
		'enqueued'   => (bool) array_intersect( JQUERY_HANDLES, wp_scripts()->queue ),
	);
	if ( ! isset( $seen[ $type ] ) || array_intersect_key( $seen[ $type ], $now ) !== $now ) {
		$seen[ $type ] = $now + array(
			'path' => isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- esc_url_raw sanitizes it.
			'time' => time(),
		);
		update_option( JQUERY_DEPENDENTS_OPTION, $seen, false );
	}
}
