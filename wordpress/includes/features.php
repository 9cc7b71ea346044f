<?php
/**
 * The legacy scripts the library replaces, grouped by the behaviour they implement: one switch each on the
 * settings screen. Both the current WooCommerce handle (`wc-zoom`) and its earlier name (`zoom`) are listed:
 * removing a handle that is not registered does nothing.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * Each feature: its label, the handles it removes, and the tags that replace them (auto mode wraps WooCommerce's
 * markup in each; without auto mode the theme prints them). Every switch starts on.
 *
 * @return array<string, array{label: string, handles: string[], note: string}>
 */
function features() {
	return array(
		'cart'         => array(
			'label'   => __( 'Add to cart buttons, mini cart and cart fragments', 'shop-elements' ),
			'handles' => array( 'wc-add-to-cart', 'wc-cart-fragments', 'storefront-header-cart', 'wc-jquery-blockui', 'jquery-blockui' ),
			'note'    => __( '<shop-add-to-cart>, <shop-mini-cart>', 'shop-elements' ),
		),
		'product-form' => array(
			'label'   => __( 'Product form: variations, tabs, review stars, sticky add-to-cart bar', 'shop-elements' ),
			'handles' => array( 'wc-add-to-cart-variation', 'wc-single-product', 'storefront-sticky-add-to-cart' ),
			'note'    => __( '<shop-variation-form>, <shop-product-tabs>, <shop-star-rating>, <shop-sticky-add-to-cart>', 'shop-elements' ),
		),
		'gallery'      => array(
			'label'   => __( 'Product gallery: slider, zoom and lightbox', 'shop-elements' ),
			'handles' => array( 'wc-flexslider', 'flexslider', 'wc-zoom', 'zoom', 'wc-photoswipe', 'photoswipe', 'wc-photoswipe-ui-default', 'photoswipe-ui-default' ),
			'note'    => __( '<shop-product-gallery>. PhotoSwipe\'s stylesheets and its hidden markup in the footer go too, unless another plugin\'s script needs PhotoSwipe.', 'shop-elements' ),
		),
		'cart-page'    => array(
			'label'   => __( 'Cart page (the classic [woocommerce_cart] page)', 'shop-elements' ),
			'handles' => array( 'wc-cart' ),
			'note'    => __( '<shop-cart>', 'shop-elements' ),
		),
		'site'         => array(
			'label'   => __( 'Store notice, quantity fields, password show/hide and account notices', 'shop-elements' ),
			'handles' => array( 'woocommerce', 'wc-account-i18n' ),
			'note'    => __( '<shop-store-notice>, <shop-quantity>, <shop-password-toggle>; the library\'s entry focuses an account page\'s error notice.', 'shop-elements' ),
		),
		'password'     => array(
			'label'   => __( 'Password strength meter', 'shop-elements' ),
			'handles' => array( 'wc-password-strength-meter' ),
			'note'    => __( '<shop-password-strength>', 'shop-elements' ),
		),
		'address'      => array(
			'label'   => __( 'Country and state fields', 'shop-elements' ),
			'handles' => array( 'wc-country-select', 'wc-address-i18n' ),
			'note'    => __( '<shop-country-state>. WooCommerce\'s checkout script, which stays (payment methods rely on it), needs both: on the checkout they stay too.', 'shop-elements' ),
		),
		'wishlist'     => array(
			'label'   => __( 'YITH WooCommerce Wishlist (its 3.x jQuery script)', 'shop-elements' ),
			'handles' => array( 'jquery-yith-wcwl' ),
			'note'    => __( '<shop-wishlist-button>, <shop-wishlist>, <shop-wishlist-count>', 'shop-elements' ),
		),
		'navigation'   => array(
			'label'   => __( 'Storefront\'s menus', 'shop-elements' ),
			'handles' => array( 'storefront-navigation' ),
			'note'    => __( '<shop-menu>, <shop-mobile-menu>', 'shop-elements' ),
		),
	);
}

/**
 * The handles to remove on this request: those of every feature switched on.
 *
 * @return string[]
 */
function replaced_handles() {
	$handles = array();
	foreach ( features() as $id => $feature ) {
		if ( feature_enabled( $id ) ) {
			$handles = array_merge( $handles, $feature['handles'] );
		}
	}
	/**
	 * Filters the legacy script handles removed on this request.
	 *
	 * @param string[] $handles Handles of the features switched on.
	 */
	return (array) apply_filters( 'shop_elements_replaced_handles', $handles );
}
