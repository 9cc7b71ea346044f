<?php
/**
 * WordPress 6.5's wp_enqueue_script_module(), recording its calls in $GLOBALS['shop_elements_test_modules'].
 *
 * @package ShopElements\Tests
 */

$GLOBALS['shop_elements_test_modules'] = array();

/**
 * Records the call.
 *
 * @param string      $id      Module id.
 * @param string      $src     URL.
 * @param array       $deps    Dependencies.
 * @param string|null $version Version; null adds none.
 */
function wp_enqueue_script_module( $id, $src = '', $deps = array(), $version = false ) {
	$GLOBALS['shop_elements_test_modules'][] = array( $id, $src, $deps, $version );
}
