<?php
/**
 * The quick view's action, `shop_quick_view`, and the cards' quick-view button.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** POST admin-ajax.php action=shop_quick_view&product={id}. */
final class QuickViewTest extends Ajax_Test_Case {

	protected function tearDown(): void {
		delete_option( 'shop_elements_extras' );
		remove_action( 'woocommerce_after_shop_loop_item', 'ShopElements\\print_quick_view_button', 15 );
		parent::tearDown();
	}

	/**
	 * @param int $id Product id.
	 * @return array{status: int, body: string}
	 */
	private function quick_view( $id ) {
		return $this->ajax( 'POST', array( 'action' => 'shop_quick_view', 'product' => (string) $id ) );
	}

	public function test_answers_the_summary_as_the_product_template_prints_it() {
		$id     = WooCommerce_Catalogue::add( array( 'name' => 'Classic Crew Tee', 'price' => '18.00' ) );
		$answer = $this->quick_view( $id );
		$this->assertSame( 200, $answer['status'] );
		$this->assertStringStartsWith( "<div id=\"product-{$id}\" class=\"shop-quick-view-product product post-{$id} type-product status-publish", $answer['body'] );
		$this->assertMatchesRegularExpression( '#<div class="woocommerce-product-gallery images">.*</div><div class="summary entry-summary"><h1 class="product_title entry-title">Classic Crew Tee</h1><p class="price">.*18\.00.*</p><form class="cart"#s', $answer['body'] );
		$this->assertStringContainsString( "name=\"add-to-cart\" value=\"{$id}\"", $answer['body'] );
		// Complete: it ends with the wrapper's closing tag, as the element checks.
		$this->assertStringEndsWith( '</div></div>', $answer['body'] );
	}

	public function test_a_variable_product_comes_with_its_variations_data() {
		$id     = WooCommerce_Catalogue::add(
			array(
				'name'       => 'Variable Tee',
				'variations' => array(
					array( 'price' => '15', 'attributes' => array( 'pa_colour' => 'navy-sky-blue' ) ),
					array( 'price' => '20', 'attributes' => array( 'pa_colour' => 'red' ) ),
				),
			)
		);
		$body   = $this->quick_view( $id )['body'];
		$this->assertSame( 1, preg_match( '/<form class="variations_form cart"[^>]* data-product_id="' . $id . '" data-product_variations="([^"]*)"/', $body, $match ) );
		$variations = json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
		$this->assertSame( array( 'navy-sky-blue', 'red' ), array_column( array_column( $variations, 'attributes' ), 'attribute_pa_colour' ) );
	}

	public function test_a_product_no_shopper_may_see_answers_nothing() {
		$refused = array(
			'draft'            => WooCommerce_Catalogue::add( array( 'name' => 'Draft Tee', 'status' => 'draft' ) ),
			'private'          => WooCommerce_Catalogue::add( array( 'name' => 'Private Tee', 'status' => 'private' ) ),
			'pending'          => WooCommerce_Catalogue::add( array( 'name' => 'Pending Tee', 'status' => 'pending' ) ),
			'hidden'           => WooCommerce_Catalogue::add( array( 'name' => 'Hidden Tee', 'visibility' => 'hidden' ) ),
			'password'         => WooCommerce_Catalogue::add( array( 'name' => 'Secret Tee', 'password' => 'letmein' ) ),
			'page, not a product' => wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'About', 'post_status' => 'publish' ) ),
			'unknown'          => 999999,
			'no id'            => 'abc',
		);
		$variable    = WooCommerce_Catalogue::add( array( 'name' => 'Variable Tee', 'variations' => array( array( 'price' => '15', 'attributes' => array( 'size' => 'S' ) ) ) ) );
		$refused['variation'] = get_children( array( 'post_parent' => $variable, 'post_type' => 'product_variation', 'fields' => 'ids' ) )[0] ?? 0;
		foreach ( $refused as $case => $id ) {
			$this->assertSame( array( 'status' => 404, 'body' => '' ), $this->quick_view( $id ), $case );
		}
		// An administrator sees a private product on its page, never in a card's quick view.
		wp_set_current_user( 1 );
		$this->assertSame( array( 'status' => 404, 'body' => '' ), $this->quick_view( $refused['private'] ) );
	}

	public function test_a_product_shown_in_the_shop_or_in_search_only_is_answered() {
		foreach ( array( 'catalog', 'search' ) as $visibility ) {
			$id = WooCommerce_Catalogue::add( array( 'name' => "Tee {$visibility}", 'visibility' => $visibility ) );
			$this->assertSame( 200, $this->quick_view( $id )['status'], $visibility );
		}
	}

	public function test_the_cards_button_is_off_by_default_and_escapes_the_name() {
		$id                 = WooCommerce_Catalogue::add( array( 'name' => 'Tee "Quoted" <b>bold</b>', 'unfiltered' => true ) );
		$GLOBALS['product'] = wc_get_product( $id );
		\ShopElements\add_extras();
		$this->assertFalse( has_action( 'woocommerce_after_shop_loop_item', 'ShopElements\\print_quick_view_button' ) );
		update_option( 'shop_elements_extras', \ShopElements\sanitize_extras( array( 'quick_view' => '1' ) ) );
		\ShopElements\add_extras();
		ob_start();
		do_action( 'woocommerce_after_shop_loop_item' );
		$this->assertSame(
			'<shop-quick-view><a href="' . esc_url( get_permalink( $id ) ) . '" class="button quick-view-button" data-product_id="' . $id . '" aria-label="Quick view: Tee &quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;">Quick view</a></shop-quick-view>',
			ob_get_clean()
		);
		unset( $GLOBALS['product'] );
	}
}
