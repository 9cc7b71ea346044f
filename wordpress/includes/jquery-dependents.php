<?php
/**
 * Which scripts kept jQuery on the storefront, per page type, for the settings screen: the plugin never removes
 * jQuery itself, so it stays while any of them is printed. Recorded on a logged-in administrator's visits only,
 * so that shoppers' requests never write to the database.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const JQUERY_RECORD_OPTION = 'shop_elements_jquery_record';

/** jQuery's handles: `jquery` is an alias of the core file (and the migrate helper). */
const JQUERY_HANDLES = array( 'jquery', 'jquery-core' );

/**
 * Saves, for this page type, the printed scripts that need jQuery, once the footer's scripts are printed, and
 * what was learnt of script files. Only on an administrator's storefront visit, and only when the list changed.
 */
function record_jquery_dependents() {
	if ( ! is_storefront_request() || ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$scripts = wp_scripts();
	save_script_scan( $scripts );
	$record = get_option( JQUERY_RECORD_OPTION, array() );
	$record = is_array( $record ) ? $record : array();
	$type   = page_type();
	$now    = array(
		'dependents' => dependents_of( $scripts, JQUERY_HANDLES ),
		'undeclared' => array_values(
			array_filter(
				array_keys( $scripts->registered ),
				function ( $handle ) use ( $scripts ) {
					return (bool) $scripts->get_data( $handle, UNDECLARED_JQUERY );
				}
			)
		),
		// A theme or plugin may enqueue jQuery itself, for inline code no handle declares.
		'enqueued'   => (bool) array_intersect( JQUERY_HANDLES, $scripts->queue ),
	);
	if ( ! isset( $record[ $type ] ) || array_intersect_key( $record[ $type ], $now ) !== $now ) {
		$record[ $type ] = $now + array(
			'path' => isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '', // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- esc_url_raw sanitizes it.
			'time' => time(),
		);
		update_option( JQUERY_RECORD_OPTION, $record, false );
	}
}
