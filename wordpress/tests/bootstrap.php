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

$wordpress = rtrim( getenv( 'SHOP_ELEMENTS_WP_DIR' ) ?: '/usr/share/wordpress', '/' ) . '/';
if ( ! is_readable( $wordpress . 'wp-settings.php' ) ) {
	fwrite( STDERR, "No WordPress at {$wordpress}: install Debian's package (apt-get install wordpress) or set SHOP_ELEMENTS_WP_DIR.\n" );
	exit( 1 );
}

if ( getenv( 'WP_TESTS_DB_HOST' ) ) {
	define( 'DB_HOST', getenv( 'WP_TESTS_DB_HOST' ) );
	define( 'DB_USER', getenv( 'WP_TESTS_DB_USER' ) ?: 'root' );
	define( 'DB_PASSWORD', getenv( 'WP_TESTS_DB_PASSWORD' ) ?: '' );
	define( 'DB_NAME', getenv( 'WP_TESTS_DB_NAME' ) ?: 'wordpress_tests' );
} else {
	$shop_elements_database = new ShopElements\Tests\Test_Database();
	$shop_elements_database->start();
	define( 'DB_HOST', 'localhost:' . $shop_elements_database->socket() );
	// Tests in a separate process (ScriptModulesTest) use this server too.
	putenv( 'WP_TESTS_DB_HOST=' . DB_HOST );
	define( 'DB_USER', 'root' );
	define( 'DB_PASSWORD', '' );
	define( 'DB_NAME', 'wordpress_tests' );
}

define( 'ABSPATH', $wordpress );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// WordPress 6.1 predates PHP 8.2's deprecations; notices and warnings are turned back on once it is loaded.
define( 'WP_DEBUG', false );
define( 'WP_INSTALLING', true );
define( 'WP_HOME', 'http://shop.test' );
define( 'WP_SITEURL', 'http://shop.test' );
// The plugin is loaded from the repository: its folder's parent is the plugins folder (for plugins_url()).
define( 'WP_PLUGIN_DIR', dirname( __DIR__, 2 ) );
define( 'WP_PLUGIN_URL', 'http://shop.test/wp-content/plugins' );
$table_prefix = 'wptests_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads it.

$_SERVER['HTTP_HOST']   = 'shop.test';
$_SERVER['SERVER_NAME'] = 'shop.test';
$_SERVER['REQUEST_URI'] = '/';
$PHP_SELF               = '/index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads it.
$_SERVER['PHP_SELF']    = '/index.php';

/** No mail on install. */
function wp_new_blog_notification() {}

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
require_once dirname( __DIR__ ) . '/includes/admin/settings-page.php';
require_once __DIR__ . '/support/class-woocommerce-scripts.php';
require_once __DIR__ . '/support/woocommerce-conditionals.php';
require_once __DIR__ . '/support/woocommerce-catalogue.php';
require_once __DIR__ . '/support/yith-wishlist.php';
require_once __DIR__ . '/support/class-ajax-test-case.php';
require_once __DIR__ . '/support/class-page-test-case.php';
