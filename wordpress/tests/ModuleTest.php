<?php
/**
 * The library's entry as a module, its stylesheet, and the entry's preload hint.
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

	public function test_every_page_preloads_the_entry_alone() {
		$page     = $this->render( 'product' );
		$preloads = $this->preloads( $page['head'] );
		preg_match( "/src='([^']+)' id='shop-elements-js'/", $page['footer'], $entry );
		$this->assertSame( array( $entry[1] ), $preloads, 'the entry, by the very URL its script tag loads' );
		$this->assertStringNotContainsString( '<script type="module" src=', $page['head'], 'the gallery and tabs load when the entry runs' );
		self::save_settings( array( 'build' => 'lean' ) );
		foreach ( array( 'product', 'cart', 'shop' ) as $type ) {
			$this->assertCount( 1, $this->preloads( $this->render( $type )['head'] ), "without auto mode, $type: not the quantity fields either" );
		}
	}

	public function test_without_a_build_nothing_is_loaded() {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		$html = $this->render( 'product' )['all'];
		$this->assertStringNotContainsString( 'shop-elements', $html );
		$this->assertStringNotContainsString( 'modulepreload', $html );
	}
}
