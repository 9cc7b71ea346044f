<?php
/**
 * WooCommerce's conditional tags (global functions), answering for the fixtures' page type, and the product
 * a product page shows.
 *
 * @package ShopElements\Tests
 */

use ShopElements\Tests\WooCommerce_Scripts;

/** Single product page. */
function is_product() {
	return 'product' === WooCommerce_Scripts::$page;
}

/** Cart page. */
function is_cart() {
	return 'cart' === WooCommerce_Scripts::$page;
}

/** Checkout page. */
function is_checkout() {
	return 'checkout' === WooCommerce_Scripts::$page;
}

/** My account page. */
function is_account_page() {
	return 'account' === WooCommerce_Scripts::$page;
}

/**
 * The id of one of WooCommerce's pages: those a test created, else -1 as for a page not set.
 *
 * @param string $page 'cart', 'checkout', 'shop' or 'myaccount'.
 */
function wc_get_page_id( $page ) {
	return WooCommerce_Scripts::$page_ids[ $page ] ?? -1;
}

/** The shop's product archive. */
function is_shop() {
	return 'shop' === WooCommerce_Scripts::$page;
}

/** WooCommerce's PhotoSwipe root, printed in the footer (its buttons aside). */
function woocommerce_photoswipe() {
	echo '<div class="pswp" tabindex="-1" role="dialog" aria-modal="true" aria-hidden="true"></div>';
}

/** WooCommerce's product class, as far as the plugin reads it. */
class WC_Product {

	/** @var string Product type. */
	private $type;

	/** @param string $type Product type. */
	public function __construct( $type ) {
		$this->type = $type;
	}

	/**
	 * @param string $type A product type.
	 * @return bool
	 */
	public function is_type( $type ) {
		return $type === $this->type;
	}
}

/**
 * Given a post or its id, that product of the test catalogue (false for another post); else (the fixtures'
 * pages query no post) the queried product on a product page, a simple one, and false
 * elsewhere, as for a missing product.
 *
 * @param int|WP_Post|false $the_product The product, or false (0) for the queried one.
 * @return WC_Product|false
 */
function wc_get_product( $the_product = false ) {
	if ( $the_product ) {
		$post = get_post( $the_product );
		return $post && in_array( $post->post_type, array( 'product', 'product_variation' ), true ) ? new ShopElements\Tests\Catalogue_Product( $post ) : false;
	}
	return is_product() ? new WC_Product( 'simple' ) : false;
}

/** WooCommerce's data stores, as far as the product search goes (see support/woocommerce-catalogue.php). */
class WC_Data_Store {

	/**
	 * @param string $type Only 'product' here.
	 * @return ShopElements\Tests\Product_Data_Store
	 */
	public static function load( $type ) {
		return new ShopElements\Tests\Product_Data_Store();
	}
}

/**
 * WooCommerce's placeholder image.
 *
 * @param string $size Image size.
 */
function wc_placeholder_img_src( $size = 'woocommerce_thumbnail' ) {
	return 'http://shop.test/wp-content/uploads/woocommerce-placeholder.webp';
}

/**
 * The product wrapper's classes, as far as WordPress's post classes go.
 *
 * @param string     $class   Extra classes.
 * @param WC_Product $product The product.
 * @return string[]
 */
function wc_get_product_class( $class, $product ) {
	return array_merge( array_filter( explode( ' ', $class ) ), get_post_class( 'product', $product->get_id() ) );
}

/**
 * The price shown (taxes as the store displays them): the stand-in's price as it is.
 *
 * @param WC_Product $product The product.
 */
function wc_get_price_to_display( $product ) {
	return (float) $product->get_price();
}

/** The store's currency. */
function get_woocommerce_currency() {
	return 'USD';
}
