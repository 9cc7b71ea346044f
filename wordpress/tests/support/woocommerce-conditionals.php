<?php
/**
 * WooCommerce's conditional tags (global functions), answering for the fixtures' page type.
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

/** The shop's product archive. */
function is_shop() {
	return 'shop' === WooCommerce_Scripts::$page;
}
