<?php
/**
 * jQuery is left to WordPress: printed while a script needs it, and the scripts that do are recorded for the
 * settings screen.
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

	/** The recorded list for a page type. */
	private static function recorded( $type ) {
		return get_option( 'shop_elements_jquery_dependents' )[ $type ];
	}

	public function test_jquery_is_not_printed_once_nothing_needs_it() {
		$html = $this->render( 'product' )['all'];
		$this->assertScriptNotPrinted( 'jquery-core', $html );
		$this->assertSame( array(), self::recorded( 'product' )['dependents'] );
		$this->assertFalse( self::recorded( 'product' )['enqueued'] );
	}

	public function test_jquery_stays_while_another_script_depends_on_it() {
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

	public function test_the_legacy_scripts_count_when_their_feature_is_off() {
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'product-form' => '1', 'gallery' => '1', 'cart-page' => '1', 'site' => '1' ) ) );
		$this->render( 'product' );
		$this->assertSame( array( 'jquery', 'wc-jquery-blockui' ), self::recorded( 'product' )['dependents']['wc-add-to-cart'] );
		$this->assertArrayHasKey( 'wc-cart-fragments', self::recorded( 'product' )['dependents'] );
	}

	public function test_each_page_type_keeps_its_own_list() {
		$this->render( 'product' );
		$this->render( 'checkout' );
		$this->assertSame( array(), self::recorded( 'product' )['dependents'] );
		$this->assertArrayHasKey( 'wc-checkout', self::recorded( 'checkout' )['dependents'] );
	}

	public function test_jquery_enqueued_by_itself_is_noted() {
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
