<?php
/**
 * The plugin as a WooCommerce extension: whether WooCommerce is there, and the WooCommerce features it works with.
 *
 * @package ShopElements
 */

namespace ShopElements;

use Automattic\WooCommerce\Utilities\FeaturesUtil;

defined( 'ABSPATH' ) || exit;

/** Whether WooCommerce is loaded: the shop's elements, their endpoints and the scripts they replace need it. */
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

/** The admin notice while WooCommerce is inactive, for those who can activate it: only the content blocks work. */
function woocommerce_missing_notice() {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	printf(
		'<div class="notice notice-warning"><p>%s</p></div>',
		esc_html__( 'Shop Elements: the shop elements need WooCommerce, which is inactive; activate it to load them. The content blocks (accordion, carousel, contact form and the others of the editor\'s Shop elements category) work meanwhile.', 'shop-elements' )
	);
}
