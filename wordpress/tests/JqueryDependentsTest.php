<?php
/**
 * jQuery is left to WordPress: printed while a script needs it, added for a script that uses it without
 * declaring it, and the scripts that kept it recorded for the settings screen on an administrator's visits only.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** The remaining jQuery dependents. */
final class JqueryDependentsTest extends Page_Test_Case {

	/** A plugin's slider, on jQuery through jQuery UI, on every page. */
	private function enqueue_a_plugin_on_jquery() {
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'promo-slider', 'http://shop.test/wp-content/plugins/promo/slider.js', array( 'jquery-ui-core' ), '2.0', true );
			}
		);
	}

	/**
	 * A script of this site's, from tests/fixtures/, declaring no dependency.
	 *
	 * @param string $handle Handle.
	 * @param string $file   File in tests/fixtures/.
	 */
	private function enqueue_fixture( $handle, $file ) {
		$this->enqueue_on_every_page(
			function () use ( $handle, $file ) {
				wp_enqueue_script( $handle, plugins_url( 'tests/fixtures/' . $file, \ShopElements\PLUGIN_FILE ), array(), '4.16.0', true );
			}
		);
	}

	/** The recorded list for a page type. */
	private static function recorded( $type ) {
		return get_option( 'shop_elements_jquery_record' )[ $type ];
	}

	/** Every row the plugin could write: the options table, summed up. */
	private static function options_checksum() {
		global $wpdb;
		return md5( wp_json_encode( $wpdb->get_results( "SELECT option_name, option_value, autoload FROM {$wpdb->options} ORDER BY option_name", ARRAY_N ) ) );
	}

	public function test_jquery_is_not_printed_once_nothing_needs_it() {
		self::log_in_as_administrator();
		$html = $this->render( 'product' )['all'];
		$this->assertScriptNotPrinted( 'jquery-core', $html );
		$this->assertSame( array(), self::recorded( 'product' )['dependents'] );
		$this->assertFalse( self::recorded( 'product' )['enqueued'] );
	}

	public function test_jquery_stays_while_another_script_depends_on_it() {
		self::log_in_as_administrator();
		$this->enqueue_a_plugin_on_jquery();
		$html = $this->render( 'product' )['all'];
		$this->assertScriptPrinted( 'jquery-core', $html );
		$this->assertScriptPrinted( 'promo-slider', $html );
		$this->assertSame(
			array(
				'jquery-ui-core' => array( 'jquery' ),
				'promo-slider'   => array( 'jquery-ui-core' ),
			),
			self::recorded( 'product' )['dependents']
		);
	}

	public function test_a_script_that_uses_jquery_without_declaring_it_keeps_jquery_printed_before_it() {
		$this->enqueue_fixture( 'yith-wcwl-add-to-wishlist', 'wishlist-buttons.js' );
		$html = $this->render( 'product' )['all'];
		$this->assertScriptPrinted( 'jquery-core', $html );
		$this->assertLessThan( strpos( $html, "id='yith-wcwl-add-to-wishlist-js'" ), strpos( $html, "id='jquery-core-js'" ), 'jQuery first' );
	}

	public function test_inline_code_that_uses_jquery_keeps_it_too() {
		$this->enqueue_on_every_page(
			function () {
				wp_register_script( 'promo-banner', false, array(), '1.0', true );
				wp_enqueue_script( 'promo-banner' );
				wp_add_inline_script( 'promo-banner', 'jQuery( ".banner" ).show();' );
			}
		);
		$this->assertScriptPrinted( 'jquery-core', $this->render( 'shop' )['all'] );
	}

	public function test_a_script_that_only_checks_for_jquery_does_not_keep_it() {
		$this->enqueue_fixture( 'optional-jquery', 'optional-jquery.js' );
		$html = $this->render( 'product' )['all'];
		$this->assertScriptPrinted( 'optional-jquery', $html );
		$this->assertScriptNotPrinted( 'jquery-core', $html );
	}

	public function test_the_settings_screen_learns_which_scripts_used_jquery_undeclared() {
		self::log_in_as_administrator();
		$this->enqueue_fixture( 'yith-wcwl-add-to-wishlist', 'wishlist-buttons.js' );
		$this->render( 'product' );
		$this->assertSame( array( 'yith-wcwl-add-to-wishlist' ), self::recorded( 'product' )['undeclared'] );
		$this->assertSame( array( 'jquery' ), self::recorded( 'product' )['dependents']['yith-wcwl-add-to-wishlist'] );
		$scan = get_option( 'shop_elements_script_scan' );
		$this->assertSame( array( true ), array_column( $scan, 1 ), 'the file\'s answer kept, for shoppers\' requests to read' );
	}

	public function test_a_shoppers_requests_write_nothing() {
		$this->enqueue_a_plugin_on_jquery();
		$this->enqueue_fixture( 'yith-wcwl-add-to-wishlist', 'wishlist-buttons.js' );
		$this->enqueue_fixture( 'optional-jquery', 'optional-jquery.js' );
		$before = self::options_checksum();
		foreach ( array( 'product', 'cart', 'checkout', 'account', 'shop', 'page', 'product' ) as $page ) {
			$html = $this->render( $page )['all'];
			$this->assertScriptPrinted( 'jquery-core', $html );
		}
		$this->assertSame( $before, self::options_checksum() );
		$this->assertSame( array(), self::plugin_options() );
	}

	public function test_the_login_screen_is_not_a_storefront_page() {
		self::log_in_as_administrator();
		$this->render( 'page' );
		$this->assertArrayHasKey( 'other', get_option( 'shop_elements_jquery_record' ) );
		delete_option( 'shop_elements_jquery_record' );
		// wp-login.php prints its footer scripts without the template loader's `template_redirect`.
		$GLOBALS['wp_actions']['template_redirect'] = 0;
		ob_start();
		do_action( 'wp_print_footer_scripts' );
		ob_end_clean();
		$this->assertFalse( get_option( 'shop_elements_jquery_record' ) );
	}

	public function test_the_legacy_scripts_count_when_their_feature_is_off() {
		self::log_in_as_administrator();
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'product-form' => '1', 'gallery' => '1', 'cart-page' => '1', 'site' => '1' ) ) );
		$this->render( 'product' );
		$this->assertSame( array( 'jquery', 'wc-jquery-blockui' ), self::recorded( 'product' )['dependents']['wc-add-to-cart'] );
		$this->assertArrayHasKey( 'wc-cart-fragments', self::recorded( 'product' )['dependents'] );
	}

	public function test_each_page_type_keeps_its_own_list() {
		self::log_in_as_administrator();
		$this->render( 'product' );
		$this->render( 'checkout' );
		$this->assertSame( array(), self::recorded( 'product' )['dependents'] );
		$this->assertArrayHasKey( 'wc-checkout', self::recorded( 'checkout' )['dependents'] );
	}

	public function test_jquery_enqueued_by_itself_is_noted() {
		self::log_in_as_administrator();
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'jquery' );
			}
		);
		$html = $this->render( 'page' )['all'];
		$this->assertScriptPrinted( 'jquery-core', $html );
		$this->assertTrue( self::recorded( 'other' )['enqueued'] );
	}
}
