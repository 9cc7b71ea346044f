<?php
/**
 * What a new version does once, on the first admin screen after the update: the owner's settings stay as saved
 * (the option keeps its shape), what an earlier version kept that this one does not use goes.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const VERSION_OPTION = 'shop_elements_version';

/** Options of earlier versions: 0.1.0 recorded the scripts that kept jQuery on shoppers' requests there. */
const RETIRED_OPTIONS = array( 'shop_elements_jquery_dependents' );

/** Runs when the saved version is not this one. */
function upgrade() {
	if ( get_option( VERSION_OPTION ) === VERSION ) {
		return;
	}
	foreach ( RETIRED_OPTIONS as $option ) {
		delete_option( $option );
	}
	update_option( VERSION_OPTION, VERSION, true );
}
