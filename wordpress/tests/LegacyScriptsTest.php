<?php
/**
 * The legacy scripts removed per feature, and their settings kept for the elements.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** Dequeueing and kept settings on WooCommerce's page types. */
final class LegacyScriptsTest extends Page_Test_Case {

	/** A variable product page: the variation script is enqueued by its template, while the body renders. */
	private function render_variable_product() {
		add_action( 'shop_elements_test_body', array( WooCommerce_Scripts::class, 'render_variable_product_form' ) );
		return $this->render( 'product' )['all'];
	}

	public function test_the_product_page_prints_none_of_the_replaced_scripts() {
		$html = $this->render_variable_product();
		foreach ( array( 'wc-add-to-cart', 'wc-add-to-cart-variation', 'wc-single-product', 'wc-cart-fragments', 'woocommerce', 'wc-flexslider', 'wc-zoom', 'wc-photoswipe', 'wc-photoswipe-ui-default', 'storefront-header-cart', 'storefront-sticky-add-to-cart', 'storefront-navigation' ) as $handle ) {
			$this->assertScriptNotPrinted( $handle, $html );
		}
		// Dependencies nothing else needs go with them.
		foreach ( array( 'wc-jquery-blockui', 'wc-js-cookie', 'wp-util', 'underscore' ) as $handle ) {
			$this->assertScriptNotPrinted( $handle, $html );
		}
	}

	public function test_scripts_the_library_does_not_replace_stay() {
		$html = $this->render_variable_product();
		foreach ( array( 'wc-order-attribution', 'sourcebuster-js', 'storefront-handheld-footer-bar' ) as $handle ) {
			$this->assertScriptPrinted( $handle, $html );
		}
	}

	public function test_the_removed_scripts_settings_stay_printed_once_each() {
		$html = $this->render_variable_product();
		$this->assertSame( 'no', $this->printedGlobal( 'wc_add_to_cart_params', $html )['cart_redirect_after_add'] );
		$this->assertSame( '1', $this->printedGlobal( 'wc_single_product_params', $html )['zoom_enabled'] );
		$this->assertSame( 'wc_fragments_ed3716d6', $this->printedGlobal( 'wc_cart_fragments_params', $html )['fragment_name'] );
		$this->assertSame( 'Show password', $this->printedGlobal( 'woocommerce_params', $html )['i18n_password_show'] );
		$this->assertSame( 'entry-summary', $this->printedGlobal( 'storefront_sticky_add_to_cart_params', $html )['trigger_class'] );
		$this->assertMatchesRegularExpression( '/<script id="wc-single-product-js-extra"/', $html, 'under WordPress\'s own id' );
	}

	public function test_settings_localized_while_the_footer_prints_are_kept_too() {
		$footer = $this->render_variable_product();
		$params = $this->printedGlobal( 'wc_add_to_cart_variation_params', $footer );
		$this->assertSame( '/?wc-ajax=%%endpoint%%', $params['wc_ajax_url'] );
	}

	public function test_a_feature_switched_off_keeps_its_scripts() {
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'cart' => '1', 'product-form' => '1', 'cart-page' => '1', 'site' => '1' ) ) );
		$html = $this->render_variable_product();
		foreach ( array( 'wc-flexslider', 'wc-zoom', 'wc-photoswipe-ui-default' ) as $handle ) {
			$this->assertScriptPrinted( $handle, $html );
		}
		$this->assertScriptNotPrinted( 'wc-single-product', $html );
	}

	public function test_photoswipes_stylesheets_and_footer_markup_go_with_its_scripts() {
		$html = $this->render( 'product' )['all'];
		$this->assertStringNotContainsString( "id='photoswipe-css'", $html );
		$this->assertStringNotContainsString( "id='photoswipe-default-skin-css'", $html );
		$this->assertStringNotContainsString( 'class="pswp"', $html );
		self::save_settings( array( 'build' => 'react', 'auto' => '1', 'features' => array( 'product-form' => '1' ) ) );
		$html = $this->render( 'product' )['all'];
		$this->assertStringContainsString( "id='photoswipe-css'", $html, 'the gallery switched off keeps them' );
		$this->assertStringContainsString( "id='photoswipe-default-skin-css'", $html );
		$this->assertStringContainsString( 'class="pswp"', $html );
	}

	public function test_photoswipe_another_script_needs_keeps_its_stylesheets_and_markup() {
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'lookbook', 'http://shop.test/wp-content/plugins/lookbook/lookbook.js', array( 'wc-photoswipe-ui-default' ), '1.0' );
			}
		);
		$html = $this->render( 'product' )['all'];
		$this->assertScriptPrinted( 'wc-photoswipe', $html );
		$this->assertStringContainsString( "id='photoswipe-default-skin-css'", $html );
		$this->assertStringContainsString( 'class="pswp"', $html );
	}

	public function test_a_replaced_script_another_script_needs_is_printed_with_its_settings_once() {
		$this->enqueue_on_every_page(
			function () {
				wp_enqueue_script( 'quick-buy', 'http://shop.test/wp-content/plugins/quick-buy/quick-buy.js', array( 'wc-add-to-cart' ), '1.0' );
			}
		);
		$html = $this->render( 'shop' )['all'];
		$this->assertScriptPrinted( 'wc-add-to-cart', $html );
		$this->assertSame( 'View cart', $this->printedGlobal( 'wc_add_to_cart_params', $html )['i18n_view_cart'] );
		$this->assertScriptNotPrinted( 'wc-cart-fragments', $html );
	}

	public function test_the_cart_page_drops_the_cart_script_and_its_address_dependencies() {
		$html = $this->render( 'cart' )['all'];
		foreach ( array( 'wc-cart', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) as $handle ) {
			$this->assertScriptNotPrinted( $handle, $html );
		}
		$this->assertSame( 'a1b2c3d4e5', $this->printedGlobal( 'wc_cart_params', $html )['update_shipping_method_nonce'] );
	}

	public function test_an_account_page_loads_no_jquery_once_its_notice_focus_is_the_librarys() {
		$html = $this->render( 'account' )['all'];
		foreach ( array( 'wc-account-i18n', 'selectWoo', 'jquery-core', 'jquery-migrate' ) as $handle ) {
			$this->assertScriptNotPrinted( $handle, $html );
		}
	}

	public function test_the_checkout_script_stays_with_what_it_depends_on() {
		$html = $this->render( 'checkout' )['all'];
		foreach ( array( 'wc-checkout', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'jquery-core' ) as $handle ) {
			$this->assertScriptPrinted( $handle, $html );
		}
		$this->printedGlobal( 'woocommerce_params', $html );
	}

	public function test_without_a_build_nothing_is_removed() {
		exec( 'rm -rf ' . escapeshellarg( $this->build ) );
		$html = $this->render_variable_product();
		$this->assertScriptPrinted( 'wc-single-product', $html );
		$this->assertScriptPrinted( 'wc-add-to-cart-variation', $html );
		$this->assertStringNotContainsString( 'shop-elements', $html );
	}
}
