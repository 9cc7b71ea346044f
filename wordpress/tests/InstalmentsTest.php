<?php
/**
 * The instalment provider's settings: nothing printed until the merchant key is set, no default host, the
 * settings global and the messaging under the price once configured.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

use function ShopElements\add_extras;
use function ShopElements\extras;
use function ShopElements\sanitize_extras;

/** Settings → Shop Elements → Added to the shop → Instalments. */
final class InstalmentsTest extends Ajax_Test_Case {

	protected function tearDown(): void {
		delete_option( 'shop_elements_extras' );
		remove_action( 'woocommerce_single_product_summary', 'ShopElements\\print_instalment_messaging', 11 );
		remove_action( 'wp_head', 'ShopElements\\print_instalments_params', 1 );
		unset( $GLOBALS['product'] );
		parent::tearDown();
	}

	/** @param array $instalments The fields. */
	private static function configure( array $instalments ) {
		update_option( 'shop_elements_extras', sanitize_extras( array( 'instalments' => $instalments ) ) );
		add_extras();
	}

	public function test_off_by_default_with_no_host_anywhere() {
		$this->assertSame( array( 'host' => '', 'merchant_key' => '', 'min' => '', 'max' => '', 'currency' => '' ), extras()['instalments'] );
		$this->assertFalse( extras()['quick_view'] );
		add_extras();
		$this->assertFalse( has_action( 'wp_head', 'ShopElements\\print_instalments_params' ) );
		$this->assertFalse( has_action( 'woocommerce_single_product_summary', 'ShopElements\\print_instalment_messaging' ) );
	}

	public function test_the_form_keeps_an_http_host_amounts_and_a_currency_code_only() {
		$saved = sanitize_extras(
			array(
				'instalments' => array(
					'host'         => 'javascript:alert(1)',
					'merchant_key' => ' <b>key</b> ',
					'min'          => '35',
					'max'          => '-5',
					'currency'     => 'usd',
				),
			)
		);
		$this->assertSame( array( 'host' => '', 'merchant_key' => 'key', 'min' => '35.00', 'max' => '', 'currency' => 'USD' ), $saved['instalments'] );
		$this->assertSame( 'https://static.provider.test/', sanitize_extras( array( 'instalments' => array( 'host' => 'https://static.provider.test' ) ) )['instalments']['host'] );
	}

	public function test_with_a_merchant_key_prints_the_params_and_the_messaging_under_the_price() {
		self::configure( array( 'merchant_key' => 'M-1', 'host' => 'https://static.provider.test/', 'min' => '1', 'max' => '2000' ) );
		ob_start();
		\ShopElements\print_instalments_params();
		$head = ob_get_clean();
		$this->assertSame( 1, preg_match( '/var shop_instalments_params = (\{.*\});/', $head, $match ) );
		$this->assertSame(
			array( 'locale' => 'en_US', 'merchant_key' => 'M-1', 'currency' => 'USD', 'provider_host' => 'https://static.provider.test/', 'min' => '1.00', 'max' => '2000.00' ),
			json_decode( $match[1], true )
		);
		$GLOBALS['product'] = wc_get_product( WooCommerce_Catalogue::add( array( 'name' => 'Tee', 'price' => '60' ) ) );
		ob_start();
		do_action( 'woocommerce_single_product_summary' );
		$this->assertMatchesRegularExpression( '#<p class="price">.*</p><shop-instalments price="60" product-id="\d+"></shop-instalments>#', ob_get_clean() );
	}

	public function test_a_variable_product_gets_its_price_range() {
		self::configure( array( 'merchant_key' => 'M-1' ) );
		$GLOBALS['product'] = wc_get_product(
			WooCommerce_Catalogue::add(
				array(
					'name'       => 'Tee',
					'price'      => '15',
					'variations' => array(
						array( 'price' => '43', 'attributes' => array( 'size' => 'L' ) ),
						array( 'price' => '15', 'attributes' => array( 'size' => 'S' ) ),
					),
				)
			)
		);
		ob_start();
		\ShopElements\print_instalment_messaging();
		$this->assertMatchesRegularExpression( '#^<shop-instalments min-price="15" max-price="43" product-id="\d+"></shop-instalments>$#', ob_get_clean() );
	}

	public function test_no_messaging_when_the_store_sells_in_another_currency() {
		self::configure( array( 'merchant_key' => 'M-1', 'currency' => 'GBP' ) );
		$this->assertFalse( has_action( 'woocommerce_single_product_summary', 'ShopElements\\print_instalment_messaging' ) );
	}
}
