<?php
/**
 * WordPress's configuration for the tests (what wp-config.php holds on a site): the database from
 * WP_TESTS_DB_HOST, WP_TESTS_DB_USER, WP_TESTS_DB_PASSWORD and WP_TESTS_DB_NAME, WordPress from
 * SHOP_ELEMENTS_WP_DIR, and the plugins folder from SHOP_ELEMENTS_PLUGIN_DIR (default: the repository, whose
 * plugin folder's parent it is).
 *
 * @package ShopElements\Tests
 */

$shop_elements_wordpress = rtrim( getenv( 'SHOP_ELEMENTS_WP_DIR' ) ?: '/usr/share/wordpress', '/' ) . '/';
if ( ! is_readable( $shop_elements_wordpress . 'wp-settings.php' ) ) {
	fwrite( STDERR, "No WordPress at {$shop_elements_wordpress}: install Debian's package (apt-get install wordpress) or set SHOP_ELEMENTS_WP_DIR.\n" );
	exit( 1 );
}

define( 'DB_HOST', getenv( 'WP_TESTS_DB_HOST' ) );
define( 'DB_USER', getenv( 'WP_TESTS_DB_USER' ) ?: 'root' );
define( 'DB_PASSWORD', getenv( 'WP_TESTS_DB_PASSWORD' ) ?: '' );
define( 'DB_NAME', getenv( 'WP_TESTS_DB_NAME' ) ?: 'wordpress_tests' );
define( 'ABSPATH', $shop_elements_wordpress );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
// WordPress 6.1 predates PHP 8.2's deprecations; notices and warnings are turned back on once it is loaded.
define( 'WP_DEBUG', false );
define( 'WP_HOME', 'http://shop.test' );
define( 'WP_SITEURL', 'http://shop.test' );
define( 'WP_PLUGIN_DIR', getenv( 'SHOP_ELEMENTS_PLUGIN_DIR' ) ?: dirname( __DIR__, 3 ) );
define( 'WP_PLUGIN_URL', 'http://shop.test/wp-content/plugins' );
$table_prefix = 'wptests_'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads it.

$_SERVER['HTTP_HOST']   = 'shop.test';
$_SERVER['SERVER_NAME'] = 'shop.test';
$_SERVER['REQUEST_URI'] = '/';
$PHP_SELF               = '/index.php'; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WordPress reads it.
$_SERVER['PHP_SELF']    = '/index.php';
