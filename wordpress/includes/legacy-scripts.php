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
 * Scripts WooCommerce enqueues by themselves for a replaced script's sake, with the scripts they serve:
 * `selectWoo` (with jQuery, 57 KB) only dresses the country fields of `wc-country-select`.
 */
const COMPANIONS = array( 'selectWoo' => array( 'wc-country-select' ) );

/**
 * Dequeues the replaced handles and the companions none of whose users is printed any more, keeps jQuery for
 * the scripts that use it without declaring it, then prints the settings of each removed handle that is really
 * gone. A handle another enqueued script depends on is printed anyway, with its settings, by WordPress: it is
 * left alone.
 */
function replace_legacy_scripts() {
	if ( null === manifest() || ! library_serves_this_page() ) {
		return; // No library to replace them with, or nothing for it to do on this page.
	}
	$scripts = wp_scripts();
	$removed = array();
	foreach ( replaced_handles() as $handle ) {
		if ( in_array( $handle, $scripts->queue, true ) && ! in_array( $handle, $scripts->done, true ) ) {
			$scripts->dequeue( $handle );
			$removed[] = $handle;
		}
	}
	dequeue_unused_companions( $scripts );
	keep_jquery_for_undeclared_users( $scripts );
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

/**
 * Dequeues each companion whose served scripts are all replaced (so none enqueued later brings them back) and
 * not printed, and that no other printed script needs.
 *
 * @param \WP_Scripts $scripts WordPress's scripts.
 */
function dequeue_unused_companions( \WP_Scripts $scripts ) {
	foreach ( COMPANIONS as $companion => $served ) {
		if ( ! in_array( $companion, $scripts->queue, true ) || in_array( $companion, $scripts->done, true ) || array_diff( $served, replaced_handles() ) ) {
			continue;
		}
		$others = printed_handles( $scripts, array_values( array_diff( $scripts->queue, array( $companion ) ) ) );
		if ( ! isset( $others[ $companion ] ) && ! array_intersect( $served, array_keys( $others ) ) ) {
			$scripts->dequeue( $companion );
		}
	}
}
