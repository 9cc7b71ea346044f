<?php
/**
 * Which requests are the storefront's, and which of its pages the library serves.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** WooCommerce's cart and checkout blocks, by the page WooCommerce knows them as. */
const CART_CHECKOUT_BLOCKS = array(
	'cart'     => 'woocommerce/cart',
	'checkout' => 'woocommerce/checkout',
);

/**
 * Whether this request renders a storefront page through the theme's templates: the login screen, the admin,
 * feeds and the REST API print scripts of their own, which are no page type of the shop.
 */
function is_storefront_request() {
	return did_action( 'template_redirect' ) && ! is_admin() && ! is_feed() && ! wp_doing_ajax();
}

/**
 * Whether the library serves this page. With WooCommerce, every page but one holding the cart or checkout block,
 * which runs its own scripts on the Store API and has none of the markup the elements enhance. Without it, only
 * a page whose posts hold an element's tag (the content blocks).
 */
function library_serves_this_page() {
	if ( ! woocommerce_is_active() ) {
		return page_holds_element_tags();
	}
	if ( ! is_singular() ) {
		return true;
	}
	foreach ( CART_CHECKOUT_BLOCKS as $block ) {
		if ( has_block( $block ) ) {
			return false;
		}
	}
	return true;
}

/** Whether a post the main query shows holds a `<shop-…>` tag in its content. */
function page_holds_element_tags() {
	foreach ( (array) $GLOBALS['wp_query']->posts as $post ) {
		if ( false !== strpos( get_post_field( 'post_content', $post ), '<shop-' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * WooCommerce's Cart and Checkout pages that hold the block version, for the settings screen.
 *
 * @return array<string, int> 'cart' or 'checkout' => the page's id.
 */
function block_cart_checkout_pages() {
	$pages = array();
	foreach ( CART_CHECKOUT_BLOCKS as $page => $block ) {
		$id = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( $page ) : 0;
		if ( $id > 0 && has_block( $block, $id ) ) {
			$pages[ $page ] = $id;
		}
	}
	return $pages;
}

/** The storefront's page type, for the record of what kept jQuery. */
function page_type() {
	foreach ( array( 'is_product', 'is_cart', 'is_checkout', 'is_account_page', 'is_shop', 'is_product_taxonomy' ) as $conditional ) {
		if ( function_exists( $conditional ) && $conditional() ) {
			return substr( $conditional, 3 );
		}
	}
	return is_front_page() ? 'front_page' : 'other';
}
