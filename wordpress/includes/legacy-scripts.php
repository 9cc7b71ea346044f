<?php
/**
 * Removes the legacy scripts of the features switched on, just before WordPress prints scripts, and keeps their
 * localized settings (`wc_add_to_cart_params`, …): the elements read them, and dequeuing a handle drops its
 * inline settings with it.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * Dequeues the replaced handles, then prints the settings of each one that is really gone. A handle another
 * enqueued script depends on is printed anyway, with its settings, by WordPress: it is left alone.
 */
function replace_legacy_scripts() {
	if ( null === manifest() ) {
		return; // No library to replace them with.
	}
	$scripts = wp_scripts();
	$removed = array();
	foreach ( replaced_handles() as $handle ) {
		if ( in_array( $handle, $scripts->queue, true ) && ! in_array( $handle, $scripts->done, true ) ) {
			$scripts->dequeue( $handle );
			$removed[] = $handle;
		}
	}
	$still_printed = printed_handles( $scripts );
	foreach ( $removed as $handle ) {
		if ( ! isset( $still_printed[ $handle ] ) ) {
			print_kept_settings( $scripts, $handle );
		}
	}
}

/**
 * Prints a removed handle's localized settings where WordPress would have: in a script with the same id. They
 * are printed once: a script enqueued later that depends on the handle brings it back without them.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 * @param string      $handle  The removed handle.
 */
function print_kept_settings( \WP_Scripts $scripts, $handle ) {
	$data = $scripts->get_data( $handle, 'data' );
	if ( ! $data ) {
		return;
	}
	wp_print_inline_script_tag( $data, array( 'id' => "{$handle}-js-extra" ) );
	$scripts->add_data( $handle, 'data', '' );
}
