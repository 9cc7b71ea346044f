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
 * Each feature: its label, the handles it removes, whether its switch starts on, and a note for the settings
 * screen. Features whose markup auto mode wraps start on; the others replace markup only once the theme prints
 * the element's tag, so they start off.
 *
 * @return array<string, array{label: string, handles: string[], default: bool, note: string}>
 */
function features() {
	return array(
		'cart'         => array(
			'label'   => __( 'Add to cart buttons, mini cart and cart fragments', 'shop-elements' ),
			'handles' => array( 'wc-add-to-cart', 'wc-cart-fragments', 'storefront-header-cart', 'wc-jquery-blockui', 'jquery-blockui' ),
			'default' => true,
			'note'    => __( '<shop-add-to-cart>, <shop-mini-cart>', 'shop-elements' ),
		),
		'product-form' => array(
			'label'   => __( 'Product form: variations, tabs, review stars, sticky add-to-cart bar', 'shop-elements' ),
			'handles' => array( 'wc-add-to-cart-variation', 'wc-single-product', 'storefront-sticky-add-to-cart' ),
			'default' => true,
			'note'    => __( '<shop-variation-form>, <shop-product-tabs>, <shop-star-rating>, <shop-sticky-add-to-cart>', 'shop-elements' ),
		),
		'gallery'      => array(
			'label'   => __( 'Product gallery: slider, zoom and lightbox', 'shop-elements' ),
			'handles' => array( 'wc-flexslider', 'flexslider', 'wc-zoom', 'zoom', 'wc-photoswipe', 'photoswipe', 'wc-photoswipe-ui-default', 'photoswipe-ui-default' ),
			'default' => true,
			'note'    => __( '<shop-product-gallery>', 'shop-elements' ),
		),
		'cart-page'    => array(
			'label'   => __( 'Cart page (the classic [woocommerce_cart] page)', 'shop-elements' ),
			'handles' => array( 'wc-cart' ),
			'default' => true,
			'note'    => __( '<shop-cart>', 'shop-elements' ),
		),
		'site'         => array(
			'label'   => __( 'Store notice, quantity fields and password show/hide', 'shop-elements' ),
			'handles' => array( 'woocommerce' ),
			'default' => true,
			'note'    => __( '<shop-store-notice>, <shop-quantity>, <shop-password-toggle>', 'shop-elements' ),
		),
		'password'     => array(
			'label'   => __( 'Password strength meter', 'shop-elements' ),
			'handles' => array( 'wc-password-strength-meter' ),
			'default' => false,
			'note'    => __( 'Turn on once the account and checkout templates print <shop-password-strength>.', 'shop-elements' ),
		),
		'address'      => array(
			'label'   => __( 'Country and state fields', 'shop-elements' ),
			'handles' => array( 'wc-country-select', 'wc-address-i18n' ),
			'default' => false,
			'note'    => __( 'Turn on once the address forms print <shop-country-state>. On the checkout WooCommerce\'s checkout script needs both, so they stay there.', 'shop-elements' ),
		),
		'wishlist'     => array(
			'label'   => __( 'YITH WooCommerce Wishlist (its 3.x jQuery script)', 'shop-elements' ),
			'handles' => array( 'jquery-yith-wcwl' ),
			'default' => false,
			'note'    => __( 'Turn on once the templates print <shop-wishlist-button> and <shop-wishlist>.', 'shop-elements' ),
		),
		'navigation'   => array(
			'label'   => __( 'Storefront\'s menus', 'shop-elements' ),
			'handles' => array( 'storefront-navigation' ),
			'default' => false,
			'note'    => __( 'Turn on once the header prints <shop-menu> and <shop-mobile-menu>.', 'shop-elements' ),
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
