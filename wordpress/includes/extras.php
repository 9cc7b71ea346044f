<?php
/**
 * What the plugin can add to the shop beyond the scripts it replaces, each off until set: the product cards'
 * quick-view button (Storefront prints none) and the pay-in-4 instalment messaging (it needs the provider's
 * account: no default points anywhere). One option of its own, saved by the same settings screen.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const EXTRAS_OPTION = 'shop_elements_extras';

/**
 * The saved extras over their defaults: everything off and empty.
 *
 * @return array{quick_view: bool, instalments: array{host: string, merchant_key: string, min: string, max: string, currency: string}}
 */
function extras() {
	$saved = get_option( EXTRAS_OPTION, array() );
	return sanitize_extras( is_array( $saved ) ? $saved : array() );
}

/**
 * The form's values, kept to what each field may hold: an http(s) host, amounts as `123.45`, a currency code.
 *
 * @param mixed $input The posted option.
 * @return array{quick_view: bool, instalments: array{host: string, merchant_key: string, min: string, max: string, currency: string}}
 */
function sanitize_extras( $input ) {
	$input       = is_array( $input ) ? $input : array();
	$instalments = isset( $input['instalments'] ) && is_array( $input['instalments'] ) ? $input['instalments'] : array();
	$field       = static function ( $name ) use ( $instalments ) {
		return isset( $instalments[ $name ] ) && is_scalar( $instalments[ $name ] ) ? trim( (string) $instalments[ $name ] ) : '';
	};
	$amount      = static function ( $name ) use ( $field ) {
		return is_numeric( $field( $name ) ) && (float) $field( $name ) >= 0 ? number_format( (float) $field( $name ), 2, '.', '' ) : '';
	};
	$host        = esc_url_raw( $field( 'host' ), array( 'http', 'https' ) );
	return array(
		'quick_view'  => ! empty( $input['quick_view'] ),
		'instalments' => array(
			'host'         => '' === $host ? '' : trailingslashit( $host ),
			'merchant_key' => sanitize_text_field( $field( 'merchant_key' ) ),
			'min'          => $amount( 'min' ),
			'max'          => $amount( 'max' ),
			'currency'     => preg_match( '/^[A-Za-z]{3}$/', $field( 'currency' ) ) ? strtoupper( $field( 'currency' ) ) : '',
		),
	);
}

/** Hooks the extras switched on into the storefront. */
function add_extras() {
	if ( extras()['quick_view'] ) {
		// After the card's add-to-cart button (10).
		add_action( 'woocommerce_after_shop_loop_item', __NAMESPACE__ . '\\print_quick_view_button', 15 );
		add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_quick_view_settings' );
	}
	if ( instalments_configured() ) {
		add_action( 'wp_head', __NAMESPACE__ . '\\print_instalments_params', 1 );
		// After the price (10).
		add_action( 'woocommerce_single_product_summary', __NAMESPACE__ . '\\print_instalment_messaging', 11 );
	}
}
