<?php
/**
 * The plugin as a WooCommerce extension: its headers, the features it declares compatible, block cart and
 * checkout pages, selectWoo, and uninstalling.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use Automattic\WooCommerce\Utilities\FeaturesUtil;
use function ShopElements\block_cart_checkout_pages;

/** What WordPress and WooCommerce expect of an extension. */
final class ExtensionTest extends Page_Test_Case {

	/** @var int[] Pages the test created. */
	private $pages = array();

	protected function tearDown(): void {
		foreach ( $this->pages as $id ) {
			wp_delete_post( $id, true );
		}
		unset( $GLOBALS['post'] );
		$GLOBALS['wp_query'] = new \WP_Query();
		parent::tearDown();
	}

	/**
	 * A page, as WooCommerce's page of that kind.
	 *
	 * @param string $page    'cart' or 'checkout'.
	 * @param string $content Its content.
	 */
	private function woocommerce_page( $page, $content ) {
		$id                                   = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => ucfirst( $page ), 'post_content' => $content ) );
		$this->pages[]                        = $id;
		WooCommerce_Scripts::$page_ids[ $page ] = $id;
		return $id;
	}

	/**
	 * Makes the page the request's queried page, as WordPress's query does.
	 *
	 * @param int $id The page.
	 */
	private static function query_page( $id ) {
		$GLOBALS['wp_query'] = new \WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['post']     = get_post( $id );
	}

	public function test_the_headers_name_what_the_plugin_requires() {
		$headers = get_file_data(
			\ShopElements\PLUGIN_FILE,
			array(
				'version'     => 'Version',
				'wp'          => 'Requires at least',
				'php'         => 'Requires PHP',
				'plugins'     => 'Requires Plugins',
				'wc'          => 'WC requires at least',
				'wc_tested'   => 'WC tested up to',
				'text_domain' => 'Text Domain',
				'license'     => 'License',
			)
		);
		$this->assertSame( \ShopElements\VERSION, $headers['version'] );
		$this->assertSame( '6.1', $headers['wp'] );
		$this->assertSame( '7.4', $headers['php'] );
		$this->assertSame( 'woocommerce', $headers['plugins'] );
		$this->assertMatchesRegularExpression( '/^\d+\.\d+$/', $headers['wc'] );
		$this->assertSame( '11.0', $headers['wc_tested'] );
		$this->assertSame( 'shop-elements', $headers['text_domain'] );
		$this->assertSame( 'MIT', $headers['license'] );
	}

	public function test_hpos_and_the_cart_checkout_blocks_are_declared_compatible() {
		FeaturesUtil::$declared = array();
		do_action( 'before_woocommerce_init' );
		$this->assertSame(
			array(
				array( 'custom_order_tables', \ShopElements\PLUGIN_FILE, true ),
				array( 'cart_checkout_blocks', \ShopElements\PLUGIN_FILE, true ),
			),
			FeaturesUtil::$declared
		);
	}

	public function test_nothing_is_loaded_or_removed_on_a_block_cart_page() {
		self::query_page( $this->woocommerce_page( 'cart', '<!-- wp:woocommerce/cart --><div class="wp-block-woocommerce-cart"></div><!-- /wp:woocommerce/cart -->' ) );
		$html = $this->render( 'cart' )['all'];
		$this->assertStringNotContainsString( 'shop-elements', $html );
		$this->assertStringNotContainsString( 'modulepreload', $html );
		$this->assertScriptPrinted( 'wc-cart', $html );
	}

	public function test_a_shortcode_cart_page_is_served() {
		self::query_page( $this->woocommerce_page( 'cart', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' ) );
		$html = $this->render( 'cart' )['all'];
		$this->assertStringContainsString( 'shop-elements.js', $html );
		$this->assertScriptNotPrinted( 'wc-cart', $html );
	}

	public function test_the_settings_screen_finds_block_cart_and_checkout_pages() {
		$this->woocommerce_page( 'cart', '<!-- wp:shortcode -->[woocommerce_cart]<!-- /wp:shortcode -->' );
		$checkout = $this->woocommerce_page( 'checkout', '<!-- wp:woocommerce/checkout /-->' );
		$this->assertSame( array( 'checkout' => $checkout ), block_cart_checkout_pages() );
		ob_start();
		\ShopElements\render_block_pages_notice();
		$this->assertStringContainsString( 'Switch to classic checkout', ob_get_clean() );
	}

	public function test_selectwoo_goes_with_the_country_fields_on_the_cart_and_account_pages() {
		add_action(
			'shop_elements_test_body',
			function () {
				wp_enqueue_script( 'wc-country-select' ); // The edit-address form's, while the body renders.
			}
		);
		foreach ( array( 'cart', 'account' ) as $page ) {
			$html = $this->render( $page )['all'];
			$this->assertScriptNotPrinted( 'selectWoo', $html );
			$this->assertScriptNotPrinted( 'jquery-core', $html );
		}
	}

	public function test_selectwoo_stays_where_the_country_fields_script_stays() {
		$this->assertScriptPrinted( 'selectWoo', $this->render( 'checkout' )['all'] );
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'cart' => '1', 'site' => '1' ) ) );
		$this->assertScriptPrinted( 'selectWoo', $this->render( 'account' )['all'], 'the address switch off' );
	}

	public function test_uninstall_leaves_no_option_or_transient() {
		self::log_in_as_administrator();
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'yith-wcwl-add-to-wishlist', plugins_url( 'tests/fixtures/wishlist-buttons.js', \ShopElements\PLUGIN_FILE ), array(), '4.16.0', true );
			}
		);
		self::save_settings( array( 'build' => 'lean' ) );
		update_option( 'shop_elements_jquery_dependents', array( 'other' => array() ) ); // 0.1.0's.
		\ShopElements\upgrade();
		$this->render( 'product' );
		$this->assertCount( 4, self::plugin_options(), 'settings, version, record and scan (0.1.0\'s option retired)' );
		define( 'WP_UNINSTALL_PLUGIN', 'shop-elements/shop-elements.php' );
		include dirname( __DIR__ ) . '/uninstall.php';
		$this->assertSame( array(), self::plugin_options() );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE '%transient%shop%elements%'" ) );
	}

	/**
	 * What 0.1.0 left in the options table on a real store (WordPress 7, WooCommerce 11.0.1) after its settings
	 * screen saved the lean build, auto mode off and the gallery switch off, and a shopper opened the shop; 0.1.0
	 * wrote no version option. Serialized as WordPress stored them.
	 */
	const OPTIONS_OF_0_1_0 = array(
		'shop_elements_settings'          => 'a:3:{s:5:"build";s:4:"lean";s:4:"auto";b:0;s:8:"features";a:9:{s:4:"cart";b:1;s:12:"product-form";b:1;s:7:"gallery";b:0;s:9:"cart-page";b:1;s:4:"site";b:1;s:8:"password";b:1;s:7:"address";b:1;s:8:"wishlist";b:1;s:10:"navigation";b:1;}}',
		'shop_elements_jquery_dependents' => 'a:1:{s:4:"shop";a:4:{s:10:"dependents";a:0:{}s:8:"enqueued";b:0;s:4:"path";s:6:"/shop/";s:4:"time";i:1795852952;}}',
	);

	public function test_the_first_admin_request_after_replacing_0_1_0_keeps_its_settings() {
		global $wpdb;
		foreach ( self::OPTIONS_OF_0_1_0 as $name => $serialized ) {
			$wpdb->insert( $wpdb->options, array( 'option_name' => $name, 'option_value' => $serialized, 'autoload' => 'yes' ) );
		}
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertContains( 'ShopElements\\upgrade', array_column( self::admin_init_callbacks(), 'function' ), 'the upgrade runs on admin_init' );
		\ShopElements\upgrade();
		$this->assertSame( self::OPTIONS_OF_0_1_0['shop_elements_settings'], $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'shop_elements_settings'" ), 'the settings row unchanged' );
		$this->assertSame(
			array( 'build' => 'lean', 'auto' => false ),
			array_slice( \ShopElements\settings(), 0, 2 )
		);
		$this->assertFalse( \ShopElements\feature_enabled( 'gallery' ) );
		$this->assertTrue( \ShopElements\feature_enabled( 'cart' ) );
		$this->assertFalse( get_option( 'shop_elements_jquery_dependents' ) );
		$this->assertSame( \ShopElements\VERSION, get_option( 'shop_elements_version' ) );
		// Once done, an admin request writes nothing.
		$queries = $wpdb->num_queries;
		\ShopElements\upgrade();
		$this->assertSame( $queries, $wpdb->num_queries );
	}

	/**
	 * The callbacks an admin request's boot puts on admin_init, read in a boot of its own: the tests' boot was a
	 * front-end one.
	 *
	 * @return array[]
	 */
	private static function admin_init_callbacks() {
		global $wp_filter;
		$saved = array_map(
			function ( $hook ) {
				return clone $hook;
			},
			$wp_filter
		);
		// is_admin() asks the current screen: a stand-in for an admin one.
		$GLOBALS['current_screen'] = new class() {
			/** An admin screen. */
			public function in_admin() {
				return true;
			}
		};
		\ShopElements\boot();
		$callbacks = array_merge( ...array_values( $wp_filter['admin_init']->callbacks ) );
		unset( $GLOBALS['current_screen'] );
		$wp_filter = $saved; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the hooks as they were.
		return $callbacks;
	}

	public function test_an_upgrade_keeps_the_settings_and_retires_what_0_1_0_wrote() {
		self::save_settings( array( 'build' => 'lean', 'features' => array( 'gallery' => '1' ) ) );
		$saved = get_option( 'shop_elements_settings' );
		update_option( 'shop_elements_jquery_dependents', array( 'other' => array() ) );
		update_option( 'shop_elements_version', '0.1.0' );
		\ShopElements\upgrade();
		$this->assertSame( $saved, get_option( 'shop_elements_settings' ) );
		$this->assertSame( 'lean', \ShopElements\settings()['build'] );
		$this->assertFalse( get_option( 'shop_elements_jquery_dependents' ) );
		$this->assertSame( \ShopElements\VERSION, get_option( 'shop_elements_version' ) );
	}
}
