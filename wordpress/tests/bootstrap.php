<?php
/**
 * PHPUnit bootstrap: WordPress (Debian's `wordpress` package by default) installed into a MariaDB server of the
 * tests' own, with this plugin loaded on the front end. WooCommerce itself is not installed: the fixtures
 * register its script handles and print its settings as WooCommerce does (see support/class-woocommerce-scripts.php).
 *
 * Environment: SHOP_ELEMENTS_WP_DIR (WordPress's folder, default /usr/share/wordpress); WP_TESTS_DB_HOST,
 * WP_TESTS_DB_USER, WP_TESTS_DB_PASSWORD and WP_TESTS_DB_NAME to use an existing server instead (its database
 * is emptied).
 *
 * @package ShopElements\Tests
 */

require_once __DIR__ . '/support/class-test-database.php';

if ( ! getenv( 'WP_TESTS_DB_HOST' ) ) {
	$shop_elements_database = new ShopElements\Tests\Test_Database();
	$shop_elements_database->start();
	// Tests in a separate process (ScriptModulesTest, the isolated scenarios) use this server too.
	putenv( 'WP_TESTS_DB_HOST=localhost:' . $shop_elements_database->socket() );
}
require_once __DIR__ . '/support/wordpress-config.php';

/** No mail on install. */
function wp_new_blog_notification() {}

define( 'WP_INSTALLING', true );
require_once __DIR__ . '/support/woocommerce-stubs.php';
require_once ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
error_reporting( E_ALL & ~E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting

$GLOBALS['wpdb']->query( 'SET FOREIGN_KEY_CHECKS = 0' );
foreach ( $GLOBALS['wpdb']->get_col( "SHOW TABLES LIKE 'wptests\\_%'" ) as $shop_elements_table ) {
	$GLOBALS['wpdb']->query( "DROP TABLE {$shop_elements_table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from SHOW TABLES.
}
wp_install( 'Shop', 'admin', 'admin@shop.test', true, '', 'password' );
wp_installing( false );

require_once dirname( __DIR__ ) . '/shop-elements.php';
ShopElements\boot(); // As on `plugins_loaded`, which has fired: the plugin is loaded after WordPress here.
require_once dirname( __DIR__ ) . '/includes/admin/settings-page.php';
require_once __DIR__ . '/support/class-woocommerce-scripts.php';
require_once __DIR__ . '/support/woocommerce-conditionals.php';
require_once __DIR__ . '/support/woocommerce-catalogue.php';
require_once __DIR__ . '/support/yith-wishlist.php';
require_once __DIR__ . '/support/class-ajax-test-case.php';
require_once __DIR__ . '/support/class-page-test-case.php';
