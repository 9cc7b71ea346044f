<?php
/**
 * WooCommerce 11 and Storefront 4.6 as far as their scripts go, without installing them: the handles, their
 * dependencies and files as WooCommerce registers them, the page types' conditional tags, and the settings
 * (`*_params`) localized the way WooCommerce does it, at print time (`wp_print_scripts` and
 * `wp_print_footer_scripts`, priority 5) for each registered handle that is enqueued or a dependency of one.
 *
 * @package ShopElements\Tests
 */

namespace ShopElements\Tests;

/** The page type the conditional tags below answer for. */
final class WooCommerce_Scripts {

	/** @var string 'product', 'cart', 'checkout', 'account', 'shop' or 'page'. */
	public static $page = 'page';

	/** @var array<string, int> WooCommerce's pages a test created: 'cart' => page id, … */
	public static $page_ids = array();

	/** Where WooCommerce's files are on the recorded store. */
	const ASSETS = 'http://shop.test/wp-content/plugins/woocommerce/assets/js/';

	/** Where WooCommerce's stylesheets are on the recorded store. */
	const ASSETS_CSS = 'http://shop.test/wp-content/plugins/woocommerce/assets/css/';

	/** Storefront's files. */
	const THEME = 'http://shop.test/wp-content/themes/storefront/assets/js/';

	/** Handle => [file, dependencies]. */
	const SCRIPTS = array(
		'wc-jquery-blockui'          => array( 'jquery-blockui/jquery.blockUI.min.js', array( 'jquery' ) ),
		'wc-js-cookie'               => array( 'js-cookie/js.cookie.min.js', array() ),
		'wc-flexslider'              => array( 'flexslider/jquery.flexslider.min.js', array( 'jquery' ) ),
		'wc-zoom'                    => array( 'zoom/jquery.zoom.min.js', array( 'jquery' ) ),
		'wc-photoswipe'              => array( 'photoswipe/photoswipe.min.js', array() ),
		'wc-photoswipe-ui-default'   => array( 'photoswipe/photoswipe-ui-default.min.js', array( 'wc-photoswipe' ) ),
		'wc-add-to-cart'             => array( 'frontend/add-to-cart.min.js', array( 'jquery', 'wc-jquery-blockui' ) ),
		'wc-add-to-cart-variation'   => array( 'frontend/add-to-cart-variation.min.js', array( 'jquery', 'wp-util', 'wc-jquery-blockui' ) ),
		'wc-single-product'          => array( 'frontend/single-product.min.js', array( 'jquery' ) ),
		'wc-cart-fragments'          => array( 'frontend/cart-fragments.min.js', array( 'jquery', 'wc-js-cookie' ) ),
		'woocommerce'                => array( 'frontend/woocommerce.min.js', array( 'jquery', 'wc-jquery-blockui', 'wc-js-cookie' ) ),
		'selectWoo'                  => array( 'selectWoo/selectWoo.full.min.js', array( 'jquery' ) ),
		'wc-country-select'          => array( 'frontend/country-select.min.js', array( 'jquery' ) ),
		'wc-address-i18n'            => array( 'frontend/address-i18n.min.js', array( 'jquery', 'wc-country-select' ) ),
		'wc-cart'                    => array( 'frontend/cart.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-checkout'                => array( 'frontend/checkout.min.js', array( 'jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n' ) ),
		'wc-account-i18n'            => array( 'frontend/account-i18n.min.js', array( 'jquery' ) ),
		'sourcebuster-js'            => array( 'sourcebuster/sourcebuster.min.js', array() ),
		'wc-order-attribution'       => array( 'frontend/order-attribution.min.js', array( 'sourcebuster-js' ) ),
	);

	/** Storefront's scripts, in the footer, none of them on jQuery. */
	const THEME_SCRIPTS = array(
		'storefront-navigation'          => 'navigation.min.js',
		'storefront-header-cart'         => 'woocommerce/header-cart.min.js',
		'storefront-handheld-footer-bar' => 'footer.min.js',
	);

	/** The localized settings of each handle that has some (a few keys each, as recorded). */
	const PARAMS = array(
		'wc-add-to-cart'           => array(
			'ajax_url'                => '/wp-admin/admin-ajax.php',
			'wc_ajax_url'             => '/?wc-ajax=%%endpoint%%',
			'i18n_view_cart'          => 'View cart',
			'cart_url'                => 'http://shop.test/cart/',
			'is_cart'                 => '',
			'cart_redirect_after_add' => 'no',
		),
		'wc-single-product'        => array(
			'i18n_required_rating_text' => 'Please select a rating',
			'review_rating_required'    => 'yes',
			'zoom_enabled'              => '1',
			'photoswipe_enabled'        => '1',
			'flexslider_enabled'        => '1',
		),
		'woocommerce'              => array(
			'ajax_url'           => '/wp-admin/admin-ajax.php',
			'wc_ajax_url'        => '/?wc-ajax=%%endpoint%%',
			'i18n_password_show' => 'Show password',
			'i18n_password_hide' => 'Hide password',
		),
		'wc-cart-fragments'        => array(
			'ajax_url'        => '/wp-admin/admin-ajax.php',
			'wc_ajax_url'     => '/?wc-ajax=%%endpoint%%',
			'cart_hash_key'   => 'wc_cart_hash_ed3716d6',
			'fragment_name'   => 'wc_fragments_ed3716d6',
			'request_timeout' => '5000',
		),
		'wc-add-to-cart-variation' => array(
			'wc_ajax_url'                      => '/?wc-ajax=%%endpoint%%',
			'i18n_no_matching_variations_text' => 'Sorry, no products matched your selection. Please choose a different combination.',
		),
		'wc-cart'                  => array(
			'ajax_url'                      => '/wp-admin/admin-ajax.php',
			'wc_ajax_url'                   => '/?wc-ajax=%%endpoint%%',
			'update_shipping_method_nonce'  => 'a1b2c3d4e5',
			'apply_coupon_nonce'            => 'f6a7b8c9d0',
			'remove_coupon_nonce'           => 'e1f2a3b4c5',
		),
	);

	/** Hooks the registration, the page's enqueues and the print-time localization. */
	public static function hook() {
		add_action( 'wp_enqueue_scripts', array( __CLASS__, 'enqueue' ) );
		add_action( 'wp_print_scripts', array( __CLASS__, 'localize_printed_scripts' ), 5 );
		add_action( 'wp_print_footer_scripts', array( __CLASS__, 'localize_printed_scripts' ), 5 );
	}

	/** Registers every handle, then enqueues what WooCommerce and Storefront enqueue on this page type. */
	public static function enqueue() {
		foreach ( self::SCRIPTS as $handle => list( $file, $deps ) ) {
			wp_register_script( $handle, self::ASSETS . $file, $deps, '11.0.1' );
		}
		foreach ( self::THEME_SCRIPTS as $handle => $file ) {
			wp_register_script( $handle, self::THEME . $file, array(), '4.6.2', true );
		}
		wp_register_script( 'storefront-sticky-add-to-cart', self::THEME . 'sticky-add-to-cart.min.js', array(), '4.6.2', true );
		// Storefront localizes at enqueue time, not at print time.
		wp_localize_script( 'storefront-sticky-add-to-cart', 'storefront_sticky_add_to_cart_params', array( 'trigger_class' => 'entry-summary' ) );

		$handles = array( 'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-order-attribution' );
		if ( 'product' === self::$page ) {
			array_push( $handles, 'wc-zoom', 'wc-flexslider', 'wc-photoswipe-ui-default', 'wc-single-product', 'storefront-sticky-add-to-cart' );
			// With the lightbox's theme support: its stylesheets and its root in the footer.
			wp_register_style( 'photoswipe', self::ASSETS_CSS . 'photoswipe/photoswipe.min.css', array(), '11.0.1' );
			wp_enqueue_style( 'photoswipe-default-skin', self::ASSETS_CSS . 'photoswipe/default-skin/default-skin.min.css', array( 'photoswipe' ), '11.0.1' );
			add_action( 'wp_footer', 'woocommerce_photoswipe' );
		} elseif ( 'cart' === self::$page ) {
			$handles[] = 'wc-cart';
		} elseif ( 'checkout' === self::$page ) {
			$handles[] = 'wc-checkout';
		} elseif ( 'account' === self::$page ) {
			$handles[] = 'wc-account-i18n';
		}
		if ( in_array( self::$page, array( 'cart', 'checkout', 'account' ), true ) ) {
			$handles[] = 'selectWoo';
		}
		foreach ( array_merge( $handles, array_keys( self::THEME_SCRIPTS ) ) as $handle ) {
			wp_enqueue_script( $handle );
		}
	}

	/** What the variation form's template does while the body renders. */
	public static function render_variable_product_form() {
		wp_enqueue_script( 'wc-add-to-cart-variation' );
	}

	/** WooCommerce's localization at print time: only handles WordPress is about to print get their settings. */
	public static function localize_printed_scripts() {
		foreach ( self::PARAMS as $handle => $params ) {
			$name = str_replace( '-', '_', $handle ) . '_params';
			if ( wp_script_is( $handle ) && ! wp_scripts()->get_data( $handle, 'data' ) ) {
				wp_localize_script( $handle, $name, $params );
			}
		}
	}
}
