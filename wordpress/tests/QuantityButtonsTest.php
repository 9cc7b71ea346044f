<?php
/**
 * The quantity field's − and + stand-ins: printed with WooCommerce's field where auto mode wraps it, for a field
 * the shopper can change, inert until the element replaces them.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** WooCommerce's `global/quantity-input.php`, as its hooks run. */
final class QuantityButtonsTest extends Page_Test_Case {

	protected function tearDown(): void {
		unset( $GLOBALS['wp_actions']['template_redirect'] );
		parent::tearDown();
	}

	/**
	 * What the template's hooks print around a field of `$type`, on a storefront page.
	 *
	 * @param string $type The type WooCommerce chose ('number', 'text' when read-only, 'hidden').
	 */
	private static function field( $type ) {
		$GLOBALS['wp_actions']['template_redirect'] = 1;
		$type = apply_filters( 'woocommerce_quantity_input_type', $type );
		ob_start();
		do_action( 'woocommerce_before_quantity_input_field' );
		echo "<input type=\"$type\" class=\"qty\">"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- test markup.
		do_action( 'woocommerce_after_quantity_input_field' );
		return ob_get_clean();
	}

	/** The markup the recorded-Storefront journeys print as the plugin does, the same file. */
	public function test_a_number_field_gets_both_inert_buttons_before_it() {
		$stand_ins = json_decode( file_get_contents( __DIR__ . '/fixtures/quantity-stand-ins.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertSame( $stand_ins['minus'] . $stand_ins['plus'] . '<input type="number" class="qty">', self::field( 'number' ) );
	}

	public function test_a_read_only_field_gets_them_as_the_element_shows_disabled_buttons_there() {
		$this->assertSame( 2, substr_count( self::field( 'text' ), 'shop-quantity__button' ) );
	}

	public function test_a_hidden_field_the_next_field_and_auto_mode_off() {
		$this->assertSame( '<input type="hidden" class="qty">', self::field( 'hidden' ), 'a fixed quantity has no buttons' );
		$this->assertSame( 2, substr_count( self::field( 'number' ), 'shop-quantity__button' ), 'the next field is told its own type' );
		self::save_settings( array( 'build' => 'react', 'features' => array() ) );
		$this->assertSame( '<input type="number" class="qty">', self::field( 'number' ), 'without auto mode the theme prints the tags' );
	}
}
