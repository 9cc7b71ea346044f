<?php
/**
 * WooCommerce inactive (deactivated, or its folder gone while the plugin stays active): the plugin loads, hooks
 * nothing that loads or removes scripts, and says so in the admin. Each request runs in a PHP process of its
 * own without WooCommerce's class (support/without-woocommerce.php): a fatal error there fails the test.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use PHPUnit\Framework\TestCase;

/** The plugin on a site without WooCommerce. */
final class WoocommerceInactiveTest extends TestCase {

	/**
	 * One request in its own process: what the plugin hooked and what the request printed.
	 *
	 * @param string $request 'front' or 'admin'.
	 * @return array
	 */
	private static function request( $request ) {
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/support/without-woocommerce.php', $request ),
			array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ),
			$pipes
		);
		$output = stream_get_contents( $pipes[1] );
		$errors = stream_get_contents( $pipes[2] );
		$status = proc_close( $process );
		self::assertSame( 0, $status, "The request ended with status {$status}:\n{$errors}\n{$output}" );
		self::assertSame( '', $errors, 'Nothing on standard error (no warning or notice)' );
		$result = json_decode( $output, true );
		self::assertIsArray( $result, "The request's report: {$output}" );
		self::assertFalse( $result['woocommerce'], 'WooCommerce is inactive in that process' );
		return $result;
	}

	public function test_a_storefront_request_loads_and_removes_nothing() {
		$result = self::request( 'front' );
		$this->assertFalse( $result['is_admin'] );
		// Booted on plugins_loaded, it only loads its translations and waits for an admin screen to show its notice.
		$hooked = $result['hooked'];
		sort( $hooked );
		$this->assertSame(
			array(
				'admin_notices 10 ShopElements\\woocommerce_missing_notice',
				'before_woocommerce_init 10 ShopElements\\declare_woocommerce_compatibility',
				'init 10 ShopElements\\load_translations',
				'plugins_loaded 10 ShopElements\\boot',
			),
			$hooked
		);
		$this->assertStringNotContainsString( 'shop-elements', $result['page'] );
		$this->assertStringNotContainsString( 'modulepreload', $result['page'] );
		$this->assertSame( array(), preg_grep( '/shop-elements/', $result['scripts'] ), 'no script or style of the plugin printed' );
	}

	public function test_the_admin_says_so_to_those_who_can_activate_plugins() {
		$result = self::request( 'admin' );
		$this->assertTrue( $result['is_admin'] );
		$this->assertContains( 'admin_notices 10 ShopElements\\woocommerce_missing_notice', $result['hooked'] );
		foreach ( array( 'admin_init', 'admin_menu', 'wp_enqueue_scripts', 'wp_print_scripts', 'wp_print_footer_scripts', 'script_loader_tag', 'wp_head', 'enqueue_block_editor_assets', 'after_setup_theme' ) as $hook ) {
			$this->assertSame( array(), preg_grep( "/^{$hook} /", $result['hooked'] ), "nothing on {$hook}" );
		}
		$this->assertSame(
			'<div class="notice notice-warning"><p>Shop Elements does nothing while WooCommerce is inactive: activate WooCommerce to load the elements.</p></div>',
			$result['notices']['administrator']
		);
		$this->assertSame( '', $result['notices']['subscriber'] );
	}
}
