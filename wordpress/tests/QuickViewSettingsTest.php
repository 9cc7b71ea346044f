<?php
/**
 * With the cards' quick-view button on, a listing prints the product form's settings the dialog reads, not
 * their legacy scripts.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** The shop page with the quick-view setting. */
final class QuickViewSettingsTest extends Page_Test_Case {

	protected function tearDown(): void {
		delete_option( 'shop_elements_extras' );
		remove_action( 'woocommerce_after_shop_loop_item', 'ShopElements\\print_quick_view_button', 15 );
		remove_action( 'wp_enqueue_scripts', 'ShopElements\\enqueue_quick_view_settings' );
		parent::tearDown();
	}

	public function test_a_listing_prints_the_product_forms_settings_for_the_dialog_and_not_their_scripts() {
		$this->assertStringNotContainsString( 'wc_single_product_params', $this->render( 'shop' )['all'] );
		update_option( 'shop_elements_extras', \ShopElements\sanitize_extras( array( 'quick_view' => '1' ) ) );
		\ShopElements\add_extras();
		$page = $this->render( 'shop' )['all'];
		$this->assertIsArray( $this->printedGlobal( 'wc_single_product_params', $page ) );
		$this->assertIsArray( $this->printedGlobal( 'wc_add_to_cart_variation_params', $page ) );
		$this->assertScriptNotPrinted( 'wc-single-product', $page );
		$this->assertScriptNotPrinted( 'wc-add-to-cart-variation', $page );
	}
}
