<?php
/**
 * The library's entry as a module, its stylesheet, and the preload hints of the page's eager elements.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** Loading the chosen build. */
final class ModuleTest extends Page_Test_Case {

	/** The build folder's URL; the React build is at its root. */
	const BUILDS = 'http://shop.test/wp-content/plugins/shop-elements/dist/';

	/** The default build's URL: the lean one. */
	const DIST = self::BUILDS . 'lean/';

	/**
	 * The `<script>` tag of the library's handle.
	 *
	 * @param string $html Page output.
	 */
	private function library_tag( $html ) {
		$this->assertSame( 1, preg_match( "/<script[^>]* id='shop-elements-js'[^>]*>/", $html, $match ), 'the library is loaded once' );
		return $match[0];
	}

	/**
	 * The `href` of every module preload hint, in order.
	 *
	 * @param string $html Page output.
	 * @return string[]
	 */
	private function preloads( $html ) {
		preg_match_all( '/<link rel="modulepreload" href="([^"]+)">/', $html, $matches );
		return $matches[1];
	}

	public function test_the_entry_is_a_module_script_in_the_footer() {
		$page = $this->render( 'page' );
		$tag  = $this->library_tag( $page['footer'] );
		$this->assertStringStartsWith( '<script type="module" ', $tag );
		$this->assertStringNotContainsString( 'text/javascript', $tag );
		$this->assertStringContainsString( "src='" . self::DIST . "shop-elements.js?ver=51b7c39f2c74'", $tag, 'versioned by its content hash' );
	}

	public function test_other_scripts_keep_their_tags() {
		$html = $this->render( 'checkout' )['all'];
		$this->assertMatchesRegularExpression( "/<script type='text\\/javascript' src='[^']+checkout\\.min\\.js[^']*' id='wc-checkout-js'>/", $html );
	}

	public function test_the_stylesheet_is_enqueued_in_the_head() {
		$head = $this->render( 'page' )['head'];
		$this->assertStringContainsString( "<link rel='stylesheet' id='shop-elements-css' href='" . self::DIST . "shop-elements.css?ver=7a3fc299d27f'", $head );
	}

	public function test_the_react_build_loads_from_the_build_folders_root() {
		self::save_settings( array( 'build' => 'react', 'auto' => '1' ) );
		$html = $this->render( 'product' )['all'];
		$this->assertStringContainsString( "src='" . self::BUILDS . 'shop-elements.js?ver=', $this->library_tag( $html ) );
		$this->assertStringContainsString( self::BUILDS . 'shop-elements.css', $html );
		foreach ( $this->preloads( $html ) as $href ) {
			$this->assertStringStartsWith( self::BUILDS, $href );
			$this->assertStringStartsNotWith( self::DIST, $href );
		}
	}

	public function test_auto_mode_loads_the_auto_entry_when_the_build_has_it() {
		file_put_contents( $this->build . 'lean/auto.js', 'export {};' );
		$html = $this->render( 'page' )['all'];
		$this->assertStringContainsString( "src='" . self::DIST . "auto.js?ver=8ed388a4face'", $this->library_tag( $html ) );
		$this->assertSame( array( self::DIST . 'auto.js?ver=8ed388a4face' ), $this->preloads( $html ), 'one file: auto.js holds the plain entry' );
	}

	public function test_without_auto_mode_the_plain_entry_loads() {
		file_put_contents( $this->build . 'lean/auto.js', 'export {};' );
		self::save_settings( array( 'build' => 'lean' ) );
		$html = $this->render( 'page' )['all'];
		$this->assertStringContainsString( "src='" . self::DIST . 'shop-elements.js?ver=', $this->library_tag( $html ) );
	}

	public function test_the_product_page_preloads_its_eager_elements_files_and_runs_their_groups() {
		$page     = $this->render( 'product' );
		$head     = $page['head'];
		$preloads = $this->preloads( $head );
		preg_match( "/src='([^']+)' id='shop-elements-js'/", $page['footer'], $entry );
		$this->assertSame( $entry[1], $preloads[0], 'the entry, by the very URL its script tag loads' );
		$this->assertSame(
			array( 'chunks/product.group-CXFFP4DR.js', 'chunks/chunk-UTPF63LN.js', 'chunks/chunk-URGT6V7R.js' ),
			$this->in_build( array_slice( $preloads, 1 ) ),
			'a simple product: no variation form, and the quantity field waits for the shopper in auto mode'
		);
		preg_match_all( '/<script type="module" src="([^"]+)"><\/script>/', $head, $groups );
		$this->assertSame( array( 'chunks/product.group-CXFFP4DR.js' ), $this->in_build( $groups[1] ) );
	}

	public function test_without_auto_mode_the_product_page_preloads_its_quantity_field_too() {
		self::save_settings( array( 'build' => 'lean' ) );
		preg_match_all( '/<script type="module" src="([^"]+)"><\/script>/', $this->render( 'product' )['head'], $groups );
		$this->assertSame( array( 'chunks/product.group-CXFFP4DR.js', 'chunks/site.group-GWM2UEEZ.js' ), $this->in_build( $groups[1] ) );
	}

	public function test_a_variable_products_page_preloads_the_variation_form_too() {
		WooCommerce_Scripts::$product_type = 'variable';
		$head = $this->render( 'product' )['head'];
		$this->assertContains( self::DIST . 'chunks/variations.group-Q2MZ4HNA.js', $this->preloads( $head ) );
		preg_match_all( '/<script type="module" src="([^"]+)"><\/script>/', $head, $groups );
		$this->assertSame( array( 'chunks/product.group-CXFFP4DR.js', 'chunks/variations.group-Q2MZ4HNA.js' ), $this->in_build( $groups[1] ) );
	}

	/**
	 * Paths inside the build folder.
	 *
	 * @param string[] $urls URLs of the build's files.
	 * @return string[]
	 */
	private function in_build( $urls ) {
		return array_map(
			function ( $url ) {
				return substr( $url, strlen( self::DIST ) );
			},
			$urls
		);
	}

	public function test_elements_that_wait_are_not_preloaded() {
		add_filter(
			'shop_elements_page_tags',
			function () {
				return array( 'shop-mini-cart', 'shop-add-to-cart', 'shop-star-rating', 'shop-unknown' );
			}
		);
		$head = $this->render( 'shop' )['head'];
		$this->assertCount( 1, $this->preloads( $head ), 'only the entry' );
		$this->assertStringNotContainsString( '<script type="module" src=', $head );
	}

	public function test_the_cart_page_preloads_nothing_in_auto_mode() {
		$this->assertCount( 1, $this->preloads( $this->render( 'cart' )['head'] ), 'only the entry: the quantity fields and the cart table wait for the shopper' );
	}

	public function test_without_auto_mode_the_cart_page_preloads_its_quantity_fields() {
		self::save_settings( array( 'build' => 'lean' ) );
		$preloads = $this->preloads( $this->render( 'cart' )['head'] );
		$this->assertContains( self::DIST . 'chunks/site.group-GWM2UEEZ.js', $preloads );
		$this->assertNotContains( self::DIST . 'chunks/cart-page.group-7OB5Z5BC.js', $preloads, 'the cart table waits for the shopper' );
	}

	public function test_without_a_build_nothing_is_loaded() {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		$html = $this->render( 'product' )['all'];
		$this->assertStringNotContainsString( 'shop-elements', $html );
		$this->assertStringNotContainsString( 'modulepreload', $html );
	}
}
