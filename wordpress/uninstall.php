<?php
/**
 * Removes every option the plugin wrote when it is deleted from the Plugins screen (it writes no transient).
 *
 * @package ShopElements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

foreach ( array( 'shop_elements_settings', 'shop_elements_version', 'shop_elements_jquery_record', 'shop_elements_script_scan', 'shop_elements_jquery_dependents', 'shop_elements_extras', 'shop_elements_search_version' ) as $shop_elements_option ) {
	delete_option( $shop_elements_option );
}
