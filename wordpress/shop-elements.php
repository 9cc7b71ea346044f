<?php
/**
 * Plugin Name:          Shop Elements
 * Description:          Replaces WooCommerce's and Storefront's jQuery storefront scripts with the shop-elements custom elements: loads the library as a module, preloads what the page shows at once, and dequeues the legacy scripts it replaces while keeping their settings printed.
 * Version:              0.2.0
 * Requires at least:    6.1
 * Requires PHP:         7.4
 * Requires Plugins:     woocommerce
 * WC requires at least: 8.0
 * WC tested up to:      11.0
 * License:              MIT
 * License URI:          https://opensource.org/licenses/MIT
 * Text Domain:          shop-elements
 * Domain Path:          /languages
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.2.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/features.php';
require_once __DIR__ . '/includes/woocommerce.php';
require_once __DIR__ . '/includes/build.php';
require_once __DIR__ . '/includes/script-graph.php';
require_once __DIR__ . '/includes/storefront-request.php';
require_once __DIR__ . '/includes/enqueue.php';
require_once __DIR__ . '/includes/preload.php';
require_once __DIR__ . '/includes/quantity-buttons.php';
require_once __DIR__ . '/includes/gallery-tag.php';
require_once __DIR__ . '/includes/element-attributes.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/jquery-users.php';
require_once __DIR__ . '/includes/legacy-scripts.php';
require_once __DIR__ . '/includes/photoswipe.php';
require_once __DIR__ . '/includes/jquery-dependents.php';
require_once __DIR__ . '/includes/extras.php';
require_once __DIR__ . '/includes/live-search.php';
require_once __DIR__ . '/includes/quick-view.php';
require_once __DIR__ . '/includes/wishlist-count.php';
require_once __DIR__ . '/includes/instalments.php';
require_once __DIR__ . '/includes/endpoints.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/upgrade.php';

add_action( 'before_woocommerce_init', __NAMESPACE__ . '\\declare_woocommerce_compatibility' );
add_action( 'plugins_loaded', __NAMESPACE__ . '\\boot' );

/**
 * Hooks the plugin in once every plugin is loaded, so it knows whether WooCommerce is. The content blocks need no
 * WooCommerce; what replaces or serves WooCommerce's own behaviour is hooked only with it.
 */
function boot() {
	add_action( 'init', __NAMESPACE__ . '\\load_translations' );
	// Post content is filtered on save, from the editor's REST request as from the admin.
	add_filter( 'wp_kses_allowed_html', __NAMESPACE__ . '\\allow_element_tags', 10, 2 );
	if ( is_admin() ) {
		add_filter( 'block_categories_all', __NAMESPACE__ . '\\add_block_category' );
		add_action( 'enqueue_block_editor_assets', __NAMESPACE__ . '\\enqueue_editor_blocks' );
	} else {
		add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_library', 20 );
		add_filter( 'script_loader_tag', __NAMESPACE__ . '\\module_script_tag', 10, 2 );
		add_action( 'wp_head', __NAMESPACE__ . '\\print_module_preloads', 2 );
	}
	if ( ! woocommerce_is_active() ) {
		add_action( 'admin_notices', __NAMESPACE__ . '\\woocommerce_missing_notice' );
		return;
	}
	// The endpoints and extras serve admin-ajax (an admin request) as well as the storefront; after the theme's
	// functions.php, which may answer an action itself.
	add_action( 'after_setup_theme', __NAMESPACE__ . '\\register_endpoints' );
	add_action( 'after_setup_theme', __NAMESPACE__ . '\\add_extras' );
	// Quantity fields are printed by pages and by AJAX answers (the quick view's), an admin request.
	add_quantity_buttons();
	add_gallery_tag();
	if ( is_admin() ) {
		require_once __DIR__ . '/includes/admin/settings-page.php';
		require_once __DIR__ . '/includes/admin/extras-fields.php';
		add_action( 'admin_init', __NAMESPACE__ . '\\upgrade' );
		add_action( 'admin_init', __NAMESPACE__ . '\\register_settings' );
		add_action( 'admin_init', __NAMESPACE__ . '\\register_extras_settings' );
		add_action( 'admin_menu', __NAMESPACE__ . '\\add_settings_page' );
		return;
	}
	// Scripts are also enqueued while the body renders (the variation form, the cart widget), so the legacy
	// handles are removed just before each printing, the head's and the footer's: after WooCommerce has added
	// their settings (priority 5), before WordPress prints the footer's scripts (10).
	add_action( 'wp_print_scripts', __NAMESPACE__ . '\\replace_legacy_scripts', 9 );
	add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\replace_legacy_scripts', 9 );
	add_action( 'wp_print_styles', __NAMESPACE__ . '\\remove_photoswipe_leftovers' );
	add_action( 'wp_print_footer_scripts', __NAMESPACE__ . '\\record_jquery_dependents', 100 );
}

/** The translations of the admin screens, from the plugin's languages folder or WordPress's. */
function load_translations() {
	load_plugin_textdomain( 'shop-elements', false, dirname( plugin_basename( PLUGIN_FILE ) ) . '/languages' );
}
