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
 * The queried product on a product page, of the fixtures' product type; false elsewhere, as for a missing product.
 *
 * @return WC_Product|false
 */
function wc_get_product() {
	return is_product() ? new WC_Product( WooCommerce_Scripts::$product_type ) : false;
}
