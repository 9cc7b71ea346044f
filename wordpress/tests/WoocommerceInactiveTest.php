<?php
/**
 * WooCommerce inactive (deactivated, or its folder gone while the plugin stays active): the content blocks still
 * work (their editor category, their tags kept on save, the library on the pages that hold them), nothing of the
 * shop's is hooked, and the admin says so. Each request runs in a PHP process of its own without WooCommerce's
 * class (support/without-woocommerce.php): a fatal error there fails the test.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** The plugin on a site without WooCommerce. */
final class WoocommerceInactiveTest extends Page_Test_Case {

	const DIST = 'http://shop.test/wp-content/plugins/shop-elements/dist/';

	/** What only a site with WooCommerce gets: the legacy scripts' removal, endpoints, quantity stand-ins, settings. */
	const WOOCOMMERCE_HOOKS = array( 'wp_print_scripts', 'wp_print_footer_scripts', 'after_setup_theme', 'woocommerce_before_quantity_input_field', 'admin_init', 'admin_menu' );

	/** Auto mode is on by default and the build has its entry: without WooCommerce the plain entry loads anyway. */
	protected function setUp(): void {
		parent::setUp();
		file_put_contents( $this->build . 'auto.js', 'export {};' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the build's file.
	}

	/**
	 * One request in its own process: what the plugin hooked and what the request printed.
	 *
	 * @param string $request 'front' or 'admin'.
	 * @param string $content The front-end page's content.
	 * @return array
	 */
	private function request( $request, $content = '' ) {
		$process = proc_open(
			array( PHP_BINARY, __DIR__ . '/support/without-woocommerce.php', $request, $this->build, $content ),
			array( 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ),
			$pipes
		);
		$output = stream_get_contents( $pipes[1] );
		$errors = stream_get_contents( $pipes[2] );
		$status = proc_close( $process );
		$this->assertSame( 0, $status, "The request ended with status {$status}:\n{$errors}\n{$output}" );
		$this->assertSame( '', $errors, 'Nothing on standard error (no warning or notice)' );
		$result = json_decode( $output, true );
		$this->assertIsArray( $result, "The request's report: {$output}" );
		$this->assertFalse( $result['woocommerce'], 'WooCommerce is inactive in that process' );
		foreach ( self::WOOCOMMERCE_HOOKS as $hook ) {
			$this->assertSame( array(), preg_grep( "/^{$hook} /", $result['hooked'] ), "nothing on {$hook}" );
		}
		return $result;
	}

	public function test_a_page_holding_a_block_loads_the_plain_entry_and_removes_nothing() {
		$result = $this->request( 'front', '<!-- wp:shop-elements/accordion --><shop-accordion open-index="1"><h3>Delivery</h3><p>Two days.</p></shop-accordion><!-- /wp:shop-elements/accordion -->' );
		$this->assertFalse( $result['is_admin'] );
		$this->assertMatchesRegularExpression( "#<script type=\"module\" src='" . self::DIST . "shop-elements\\.js\\?ver=51b7c39f2c74' id='shop-elements-js'>#", $result['page'] );
		$this->assertStringContainsString( "<link rel='stylesheet' id='shop-elements-css' href='" . self::DIST . "shop-elements.css?ver=7a3fc299d27f'", $result['page'] );
		$this->assertSame( 1, preg_match_all( '/<link rel="modulepreload" href="([^"]+)">/', $result['page'], $preloads ) );
		$this->assertSame( self::DIST . 'shop-elements.js?ver=51b7c39f2c74', $preloads[1][0] );
		$this->assertStringNotContainsString( 'auto.js', $result['page'], 'auto mode wraps WooCommerce\'s markup, which the page has not' );
	}

	public function test_a_page_without_a_tag_gets_nothing_of_the_plugin() {
		$result = $this->request( 'front', '<!-- wp:paragraph --><p>About us</p><!-- /wp:paragraph -->' );
		$this->assertStringNotContainsString( 'shop-elements', $result['page'] );
		$this->assertStringNotContainsString( 'modulepreload', $result['page'] );
		$this->assertSame( array(), preg_grep( '/shop-elements/', $result['scripts'] ), 'no script or style of the plugin printed' );
	}

	public function test_the_editor_offers_the_blocks_and_an_authors_page_keeps_their_tags() {
		$result = $this->request( 'admin' );
		$this->assertTrue( $result['is_admin'] );
		$this->assertSame( array( 'shop-elements' => 'Shop elements' ), $result['block_categories'] );
		$this->assertContains( 'enqueue_block_editor_assets 10 ShopElements\\enqueue_editor_blocks', $result['hooked'] );
		$this->assertSame( '<shop-count-up duration="500">42%</shop-count-up>', $result['saved_by_author'] );
	}

	public function test_the_admin_says_so_to_those_who_can_activate_plugins() {
		$result = $this->request( 'admin' );
		$this->assertSame(
			'<div class="notice notice-warning"><p>Shop Elements: the shop elements need WooCommerce, which is inactive; activate it to load them. The content blocks (accordion, carousel, contact form and the others of the editor&#039;s Shop elements category) work meanwhile.</p></div>',
			$result['notices']['administrator']
		);
		$this->assertSame( '', $result['notices']['subscriber'] );
	}
}
