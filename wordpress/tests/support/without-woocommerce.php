<?php
/**
 * One request to a site where WooCommerce is inactive, in a PHP process of its own (the tests' own process has
 * WooCommerce's class, which cannot be taken back): WordPress loads the plugin as an active plugin, fires its
 * hooks up to `init`, then renders a front-end page holding the given content (`front`) or the admin's notices
 * and the editor's block categories (`admin`), and prints as JSON what the plugin hooked and what was printed.
 * Run by WoocommerceInactiveTest; the database is the tests' own, already installed by the bootstrap.
 *
 * Usage: php without-woocommerce.php front|admin BUILD_FOLDER [PAGE_CONTENT]
 *
 * @package ShopElements\Tests
 */

$shop_elements_request = $argv[1] ?? 'front';
require __DIR__ . '/wordpress-config.php';
if ( 'admin' === $shop_elements_request ) {
	define( 'WP_ADMIN', true );
	$_SERVER['REQUEST_URI'] = '/wp-admin/index.php';
}

// The plugin is loaded as WordPress loads an active plugin: before `plugins_loaded`, which boots it.
$GLOBALS['wp_filter']['muplugins_loaded'][10][] = array(
	'function'      => function () {
		require_once dirname( __DIR__, 2 ) . '/shop-elements.php';
	},
	'accepted_args' => 0,
);
require ABSPATH . 'wp-settings.php';
error_reporting( E_ALL & ~E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting
add_filter(
	'shop_elements_build_folder',
	function () use ( $argv ) {
		return array(
			'path' => $argv[2],
			'url'  => 'http://shop.test/wp-content/plugins/shop-elements/dist/',
		);
	}
);

/** Every hook a function or method of the plugin's namespace is on: `hook priority callback`. */
function shop_elements_hooked() {
	$hooked = array();
	foreach ( $GLOBALS['wp_filter'] as $hook => $filter ) {
		foreach ( $filter->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$name = is_string( $callback['function'] ) ? $callback['function'] : '';
				if ( 0 === stripos( $name, 'ShopElements\\' ) ) {
					$hooked[] = "{$hook} {$priority} {$name}";
				}
			}
		}
	}
	return $hooked;
}

$shop_elements_result = array(
	'woocommerce' => class_exists( 'WooCommerce', false ),
	'is_admin'    => is_admin(),
	'hooked'      => shop_elements_hooked(),
);
if ( 'admin' === $shop_elements_request ) {
	foreach ( array( 'administrator' => 'admin', 'subscriber' => 'shop-elements-subscriber' ) as $shop_elements_role => $shop_elements_login ) {
		$shop_elements_user = get_user_by( 'login', $shop_elements_login );
		if ( ! $shop_elements_user ) {
			$shop_elements_user = get_user_by( 'id', wp_insert_user( array( 'user_login' => $shop_elements_login, 'user_pass' => wp_generate_password(), 'role' => $shop_elements_role ) ) );
		}
		wp_set_current_user( $shop_elements_user->ID );
		ob_start();
		do_action( 'admin_notices' );
		$shop_elements_result['notices'][ $shop_elements_role ] = ob_get_clean();
	}
	$shop_elements_result['block_categories'] = array_column( apply_filters( 'block_categories_all', array(), null ), 'title', 'slug' );
	$shop_elements_result['saved_by_author']  = wp_kses_post( '<shop-count-up duration="500" onclick="alert(1)">42%</shop-count-up>' );
} else {
	$shop_elements_page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Page', 'post_content' => $argv[3] ?? '' ) );
	// The request's query and post, as WordPress makes them.
	$GLOBALS['wp_query'] = new WP_Query( array( 'page_id' => $shop_elements_page ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	$GLOBALS['post']     = get_post( $shop_elements_page ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
	ob_start();
	wp_head();
	wp_footer();
	$shop_elements_result['page']    = ob_get_clean();
	$shop_elements_result['scripts'] = array_values( array_merge( wp_scripts()->done, wp_styles()->done ) );
	wp_delete_post( $shop_elements_page, true );
}
echo wp_json_encode( $shop_elements_result );
