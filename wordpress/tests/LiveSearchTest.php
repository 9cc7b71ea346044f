<?php
/**
 * The live search's action, `shop_ajax_search_products`: what it matches, what it leaves out, the answer's shape
 * and escaping, and its cache.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** GET admin-ajax.php?action=shop_ajax_search_products&query=…[&product_cat=…]. */
final class LiveSearchTest extends Ajax_Test_Case {

	/**
	 * The answer's suggestions.
	 *
	 * @param string $query    The text.
	 * @param string $category A category slug.
	 * @return array<array<string, mixed>>
	 */
	private function search( $query, $category = '' ) {
		$fields = array( 'action' => 'shop_ajax_search_products', 'query' => $query );
		if ( '' !== $category ) {
			$fields['product_cat'] = $category;
		}
		$answer = $this->ajax( 'GET', $fields );
		$this->assertSame( 200, $answer['status'] );
		$json = json_decode( $answer['body'], true );
		$this->assertIsArray( $json['suggestions'] ?? null, 'the answer is { suggestions: [...] }' );
		return $json['suggestions'];
	}

	/** @param array<array<string, mixed>> $suggestions */
	private static function names( array $suggestions ) {
		return array_column( $suggestions, 'value' );
	}

	public function test_answers_each_match_with_its_id_name_url_image_and_price_html() {
		$id   = WooCommerce_Catalogue::add( array( 'name' => 'Classic Crew Tee', 'price' => '18.00' ) );
		$rows = $this->search( 'crew' );
		$this->assertSame(
			array(
				array(
					'id'    => $id,
					'value' => 'Classic Crew Tee',
					'url'   => get_permalink( $id ),
					'img'   => 'http://shop.test/wp-content/uploads/woocommerce-placeholder.webp',
					'price' => '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&#36;</span>18.00</bdi></span>',
				),
			),
			$rows
		);
	}

	public function test_matches_the_title_the_description_the_sku_and_a_variations_sku() {
		WooCommerce_Catalogue::add( array( 'name' => 'Pocket Tee' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Linen Shirt', 'content' => 'Wear it over a tee.' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Canvas Tote', 'sku' => 'TEE-BAG-1' ) );
		WooCommerce_Catalogue::add(
			array(
				'name'       => 'Rain Jacket',
				'variations' => array( array( 'sku' => 'JKT-TEE-S', 'price' => '90', 'attributes' => array( 'size' => 'S' ) ) ),
			)
		);
		WooCommerce_Catalogue::add( array( 'name' => 'Wool Socks' ) );
		// A title holding the text first, as WordPress's search ranks; then by name.
		$this->assertSame( array( 'Pocket Tee', 'Canvas Tote', 'Linen Shirt', 'Rain Jacket' ), self::names( $this->search( 'tee' ) ) );
		$this->assertSame( array( 'Rain Jacket' ), self::names( $this->search( 'JKT-TEE' ) ) );
	}

	public function test_leaves_out_what_the_catalogues_search_does_not_show() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee shown' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee in search only', 'visibility' => 'search' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee hidden', 'visibility' => 'hidden' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee in the shop only', 'visibility' => 'catalog' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee draft', 'status' => 'draft' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee private', 'status' => 'private' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee sold out', 'stock' => 'outofstock' ) );
		$this->assertSame( array( 'Tee in search only', 'Tee shown', 'Tee sold out' ), self::names( $this->search( 'tee' ) ) );
	}

	public function test_leaves_out_sold_out_products_when_the_store_hides_them() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee shown' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee sold out', 'stock' => 'outofstock' ) );
		update_option( 'woocommerce_hide_out_of_stock_items', 'yes' );
		try {
			$this->assertSame( array( 'Tee shown' ), self::names( $this->search( 'tee' ) ) );
		} finally {
			delete_option( 'woocommerce_hide_out_of_stock_items' );
		}
	}

	public function test_a_private_product_stays_out_for_an_administrator_too() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee private', 'status' => 'private' ) );
		wp_set_current_user( 1 );
		$this->assertSame( array(), $this->search( 'tee' ) );
	}

	public function test_searches_in_the_chosen_category_only() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee for men', 'categories' => array( 'men' ) ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee for women', 'categories' => array( 'women' ) ) );
		$this->assertSame( array( 'Tee for women' ), self::names( $this->search( 'tee', 'women' ) ) );
		$this->assertSame( array( 'Tee for men', 'Tee for women' ), self::names( $this->search( 'tee' ) ) );
		$this->assertSame( array(), $this->search( 'tee', 'no-such-category' ) );
	}

	public function test_a_hostile_name_is_escaped_and_its_markup_never_reaches_the_answer_raw() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee <img src=x onerror=alert(1)> & "Co"', 'unfiltered' => true ) );
		$answer = $this->ajax( 'GET', array( 'action' => 'shop_ajax_search_products', 'query' => 'tee' ) );
		$this->assertStringNotContainsString( '<img', $answer['body'] );
		$row = json_decode( $answer['body'], true )['suggestions'][0];
		// The element decodes the entities and shows the name as text: exactly what was saved.
		$this->assertSame( 'Tee &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;', $row['value'] );
	}

	public function test_a_hostile_query_is_only_text() {
		WooCommerce_Catalogue::add( array( 'name' => '100% Cotton Tee' ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Silk Scarf' ) );
		$this->assertSame( array( '100% Cotton Tee' ), self::names( $this->search( '100%' ) ) );
		$this->assertSame( array(), $this->search( "x' OR '1'='1" ) );
		$this->assertSame( array(), $this->search( '%%' ) );
	}

	public function test_answers_ten_suggestions_at_most_and_nothing_for_one_character() {
		for ( $i = 1; $i <= 12; $i++ ) {
			WooCommerce_Catalogue::add( array( 'name' => sprintf( 'Tee %02d', $i ) ) );
		}
		$this->assertCount( 10, $this->search( 'tee' ) );
		$this->assertSame( array(), $this->search( 't' ) );
	}

	public function test_a_cached_search_follows_a_change_to_the_catalogue() {
		$id = WooCommerce_Catalogue::add( array( 'name' => 'Tee one' ) );
		$this->assertSame( array( 'Tee one' ), self::names( $this->search( 'tee' ) ) );
		WooCommerce_Catalogue::add( array( 'name' => 'Tee two' ) );
		$this->assertSame( array( 'Tee one', 'Tee two' ), self::names( $this->search( 'tee' ) ) );
		wp_set_object_terms( $id, array( 'exclude-from-search', 'exclude-from-catalog' ), 'product_visibility' );
		$this->assertSame( array( 'Tee two' ), self::names( $this->search( 'tee' ) ) );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'draft' ) );
		wp_set_object_terms( $id, array(), 'product_visibility' );
		$this->assertSame( array( 'Tee two' ), self::names( $this->search( 'tee' ) ) );
	}

	public function test_a_repeated_search_is_answered_from_the_cache() {
		WooCommerce_Catalogue::add( array( 'name' => 'Tee one' ) );
		$this->search( 'tee' );
		$queries = $GLOBALS['wpdb']->num_queries;
		$this->search( 'tee' );
		$this->assertLessThan( 3, $GLOBALS['wpdb']->num_queries - $queries, 'no product search on the second answer' );
	}

	public function test_an_action_the_theme_answers_already_is_left_to_it() {
		$theme = static function () {};
		remove_all_actions( 'wp_ajax_nopriv_shop_ajax_search_products' );
		remove_all_actions( 'wp_ajax_shop_ajax_search_products' );
		add_action( 'wp_ajax_nopriv_shop_ajax_search_products', $theme );
		\ShopElements\register_endpoints();
		$this->assertFalse( has_action( 'wp_ajax_nopriv_shop_ajax_search_products', 'ShopElements\\answer_live_search' ) );
		remove_all_actions( 'wp_ajax_nopriv_shop_ajax_search_products' );
		\ShopElements\register_endpoints();
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_shop_ajax_search_products', 'ShopElements\\answer_live_search' ) );
	}
}
