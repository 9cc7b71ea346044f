<?php
/**
 * Base of the tests that render a front-end page: a fresh script registry per test, a build folder of the
 * library's shape (manifest.json as the build writes it), and the head and footer as WordPress prints them.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use PHPUnit\Framework\TestCase;

/** Renders pages with WooCommerce's scripts and this plugin. */
abstract class Page_Test_Case extends TestCase {

	/** @var string The build folder of the test. */
	protected $build;

	/** @var callable The build-folder filter. */
	private $build_filter;

	/** @var callable[] What the test enqueues besides WooCommerce. */
	private $enqueuers = array();

	/** A build folder of the library's shape, and no saved settings. */
	protected function setUp(): void {
		$this->build = sys_get_temp_dir() . '/shop-elements-build-' . getmypid() . '/';
		foreach ( array( '', 'lean/' ) as $folder ) {
			self::write_build( $this->build . $folder );
		}
		$this->build_filter = function ( $build, $name ) {
			$folder = 'lean' === $name ? 'lean/' : '';
			return array(
				'path' => $this->build . $folder,
				'url'  => 'http://shop.test/wp-content/plugins/shop-elements/dist/' . $folder,
			);
		};
		add_filter( 'shop_elements_build_folder', $this->build_filter, 10, 2 );
		foreach ( self::plugin_options() as $option ) {
			delete_option( $option );
		}
		WooCommerce_Scripts::hook();
	}

	/** Removes the build folder and every hook the test added. */
	protected function tearDown(): void {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		remove_filter( 'shop_elements_build_folder', $this->build_filter, 10 );
		remove_all_actions( 'shop_elements_test_body' );
		foreach ( $this->enqueuers as $enqueuer ) {
			remove_action( 'wp_enqueue_scripts', $enqueuer );
		}
		remove_all_filters( 'shop_elements_replaced_handles' );
		remove_action( 'wp_footer', 'woocommerce_photoswipe' );
		remove_action( 'wp_enqueue_scripts', array( WooCommerce_Scripts::class, 'enqueue' ) );
		remove_action( 'wp_print_scripts', array( WooCommerce_Scripts::class, 'localize_printed_scripts' ), 5 );
		remove_action( 'wp_print_footer_scripts', array( WooCommerce_Scripts::class, 'localize_printed_scripts' ), 5 );
		WooCommerce_Scripts::$page     = 'page';
		WooCommerce_Scripts::$page_ids = array();
		wp_set_current_user( 0 );
	}

	/**
	 * The names of the options the plugin wrote, read from the database.
	 *
	 * @return string[]
	 */
	protected static function plugin_options() {
		global $wpdb;
		return $wpdb->get_col( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE 'shop\\_elements\\_%' OR option_name LIKE '%shop-elements%'" );
	}

	/** Logs the administrator in, whose storefront visits record the scripts that kept jQuery. */
	protected static function log_in_as_administrator() {
		wp_set_current_user( get_user_by( 'login', 'admin' )->ID );
	}

	/**
	 * Writes a build as `npm run build` does: entry, stylesheet, and the manifest (each tag's files, its group's
	 * chunk first, and its loading strategy).
	 *
	 * @param string $folder Where.
	 */
	protected static function write_build( $folder ) {
		if ( ! is_dir( $folder ) ) {
			mkdir( $folder, 0777, true );
		}
		$shared   = array( 'chunks/chunk-UTPF63LN.js', 'chunks/chunk-URGT6V7R.js' );
		$manifest = array(
			'entry'      => 'shop-elements.js',
			'stylesheet' => 'shop-elements.css',
			'tags'       => array(
				'shop-quantity'        => array_merge( array( 'chunks/site.group-GWM2UEEZ.js' ), $shared ),
				'shop-mini-cart'       => array_merge( array( 'chunks/cart.group-RWTYNI56.js' ), $shared ),
				'shop-add-to-cart'     => array_merge( array( 'chunks/add-to-cart.group-ARUSARRJ.js', 'chunks/chunk-LSYHQGWU.js' ), $shared ),
				'shop-cart'            => array_merge( array( 'chunks/cart-page.group-7OB5Z5BC.js', 'chunks/chunk-LSYHQGWU.js' ), $shared ),
				'shop-variation-form'  => array_merge( array( 'chunks/variations.group-Q2MZ4HNA.js' ), $shared ),
				'shop-product-tabs'    => array_merge( array( 'chunks/product.group-CXFFP4DR.js' ), $shared ),
				'shop-star-rating'     => array_merge( array( 'chunks/product.group-CXFFP4DR.js' ), $shared ),
				'shop-product-gallery' => array_merge( array( 'chunks/product.group-CXFFP4DR.js' ), $shared ),
			),
			'strategies' => array(
				'shop-quantity'        => 'eager',
				'shop-mini-cart'       => 'idle',
				'shop-add-to-cart'     => 'interaction',
				'shop-cart'            => 'interaction',
				'shop-variation-form'  => 'eager',
				'shop-product-tabs'    => 'eager',
				'shop-star-rating'     => 'visible',
				'shop-product-gallery' => 'eager',
			),
			'versions'   => array(
				'shop-elements.js'  => '51b7c39f2c74',
				'auto.js'           => '8ed388a4face',
				'shop-elements.css' => '7a3fc299d27f',
			),
		);
		file_put_contents( $folder . 'manifest.json', wp_json_encode( $manifest ) );
		file_put_contents( $folder . 'shop-elements.js', 'export {};' );
		file_put_contents( $folder . 'shop-elements.css', '' );
	}

	/**
	 * Enqueues scripts on the test's pages, as another plugin or the theme would.
	 *
	 * @param callable $enqueuer Calls wp_enqueue_script().
	 */
	protected function enqueue_on_every_page( callable $enqueuer ) {
		$this->enqueuers[] = $enqueuer;
		add_action( 'wp_enqueue_scripts', $enqueuer );
	}

	/**
	 * Saves settings, as the settings form would.
	 *
	 * @param array $input The form's fields.
	 */
	protected static function save_settings( array $input ) {
		update_option( 'shop_elements_settings', \ShopElements\sanitize_settings( $input ) );
	}

	/**
	 * One front-end request: the head, what the body's templates enqueue, and the footer.
	 *
	 * @param string $page Page type (see WooCommerce_Scripts::$page).
	 * @return array{head: string, footer: string, all: string}
	 */
	protected function render( $page ) {
		clearstatcache();
		WooCommerce_Scripts::$page = $page;
		$GLOBALS['wp_scripts']     = null;
		$GLOBALS['wp_styles']      = null;
		// WordPress fires some printing actions once per request.
		foreach ( array( 'wp_enqueue_scripts', 'wp_print_scripts', 'wp_print_styles', 'wp_head', 'wp_footer', 'wp_print_footer_scripts' ) as $action ) {
			unset( $GLOBALS['wp_actions'][ $action ] );
		}
		// The template loader's request, past `template_redirect` (whose redirects a test has no use for).
		$GLOBALS['wp_actions']['template_redirect'] = 1;
		ob_start();
		wp_head();
		$head = ob_get_clean();
		do_action( 'shop_elements_test_body' );
		ob_start();
		wp_footer();
		$footer = ob_get_clean();
		return array(
			'head'   => $head,
			'footer' => $footer,
			'all'    => $head . $footer,
		);
	}

	/**
	 * Asserts the page prints the handle's script file.
	 *
	 * @param string $handle Script handle.
	 * @param string $html   Page output.
	 */
	protected function assertScriptPrinted( $handle, $html ) {
		$this->assertMatchesRegularExpression( "/<script[^>]* id='" . preg_quote( $handle, '/' ) . "-js'/", $html, "{$handle} should be printed" );
	}

	/**
	 * Asserts the page does not print the handle's script file.
	 *
	 * @param string $handle Script handle.
	 * @param string $html   Page output.
	 */
	protected function assertScriptNotPrinted( $handle, $html ) {
		$this->assertDoesNotMatchRegularExpression( "/<script[^>]* id='" . preg_quote( $handle, '/' ) . "-js'/", $html, "{$handle} should not be printed" );
	}

	/**
	 * The value of a settings global the page defines, decoded; fails unless it is defined exactly once.
	 *
	 * @param string $name Global's name.
	 * @param string $html Page output.
	 * @return array
	 */
	protected function printedGlobal( $name, $html ) {
		$count = preg_match_all( '/var ' . preg_quote( $name, '/' ) . ' = (\{.*?\});\n/', $html, $matches );
		$this->assertSame( 1, $count, "{$name} should be defined once" );
		return json_decode( $matches[1][0], true );
	}
}
