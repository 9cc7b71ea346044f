<?php
/**
 * Installs the journey's WordPress (wordpress-site.php has written its wp-config.php): the site, the
 * administrator admin/admin, this plugin active, the journey's theme.
 *
 * Usage: php wordpress-install.php SITE_FOLDER URL
 *
 * @package ShopElements\Tests
 */

[ , $site, $url ] = $argv;
$_SERVER['HTTP_HOST']   = parse_url( $url, PHP_URL_HOST ) . ':' . parse_url( $url, PHP_URL_PORT );
$_SERVER['REQUEST_URI'] = '/';
define( 'WP_INSTALLING', true );

/** No mail on install. */
function wp_new_blog_notification() {}

require "{$site}/wp-load.php";
require ABSPATH . 'wp-admin/includes/upgrade.php';
wp_install( 'Shop', 'admin', 'admin@shop.test', true, '', 'admin' );
update_option( 'active_plugins', array( 'shop-elements/shop-elements.php' ) );
update_option( 'template', 'shop-elements-journey' );
update_option( 'stylesheet', 'shop-elements-journey' );
