<?php
/**
 * The plugin as a WooCommerce extension: whether WooCommerce is there, and the WooCommerce features it works with.
 *
 * @package ShopElements
 */

namespace ShopElements;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

/** Whether WooCommerce is loaded: the plugin replaces its scripts, so without it there is nothing to do. */
function woocommerce_is_active() {
	return class_exists( 'WooCommerce', false );
}

/**
 * Tells WooCommerce the plugin works with High-Performance Order Storage (it reads no order) and with the cart
 * and checkout blocks (it loads nothing on their pages), so its Features screen does not mark it incompatible.
 */
function declare_woocommerce_compatibility() {
	if ( ! class_exists( FeaturesUtil::class ) ) {
		return;
	}
	FeaturesUtil::declare_compatibility( 'custom_order_tables', PLUGIN_FILE, true );
	FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', PLUGIN_FILE, true );
}

/** The admin notice while WooCommerce is inactive, for those who can activate it. */
function woocommerce_missing_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%s</p></div>',
		esc_html__( 'Shop Elements does nothing while WooCommerce is inactive: activate WooCommerce to load the elements.', 'shop-elements' )
	);
}
