<?php
/**
 * Removes the plugin's options when it is deleted from the Plugins screen.
 *
 * @package ShopElements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

delete_option( 'shop_elements_settings' );
delete_option( 'shop_elements_jquery_dependents' );
delete_option( 'shop_elements_extras' );
delete_option( 'shop_elements_search_version' );
