<?php
/**
 * The pay-in-4 instalment messaging under a product's price (`<shop-instalments>`), and its settings global
 * (`shop_instalments_params`), once the provider's merchant key is set and the store sells in the provider's
 * currency. The provider host is where the "Learn more" dialog's content lives: without it the element shows
 * no such link and says in the console which setting is missing.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** Whether the messaging is shown: a merchant key, and the store's currency is the provider's (if one is set). */
function instalments_configured() {
	$instalments = extras()['instalments'];
	if ( '' === $instalments['merchant_key'] ) {
		return false;
	}
	return '' === $instalments['currency'] || ! function_exists( 'get_woocommerce_currency' ) || get_woocommerce_currency() === $instalments['currency'];
}

/**
 * The element's settings: the provider's host, the account, the order limits, the store's locale and currency.
 *
 * @return array<string, string>
 */
function instalments_params() {
	$instalments = extras()['instalments'];
	$params      = array(
		'locale'       => get_locale(),
		'merchant_key' => $instalments['merchant_key'],
		'currency'     => function_exists( 'get_woocommerce_currency' ) ? get_woocommerce_currency() : $instalments['currency'],
		'provider_host' => $instalments['host'],
	);
	// Empty limits are left to the element's defaults.
	foreach ( array( 'min', 'max' ) as $limit ) {
		if ( '' !== $instalments[ $limit ] ) {
			$params[ $limit ] = $instalments[ $limit ];
		}
	}
	return $params;
}

/** Prints `shop_instalments_params` in the head: the element reads it when it starts. */
function print_instalments_params() {
	wp_print_inline_script_tag( 'var shop_instalments_params = ' . wp_json_encode( instalments_params(), JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) . ';', array( 'id' => 'shop-instalments-params' ) );
}

/** Prints the messaging for the product the summary shows: its price, or a variable product's price range. */
function print_instalment_messaging() {
	global $product;
	if ( ! $product instanceof \WC_Product || '' === $product->get_price() ) {
		return;
	}
	if ( $product->is_type( 'variable' ) ) {
		$prices     = $product->get_variation_prices( true );
		$attributes = sprintf( 'min-price="%s" max-price="%s"', esc_attr( (string) current( $prices['price'] ) ), esc_attr( (string) end( $prices['price'] ) ) );
	} else {
		$attributes = sprintf( 'price="%s"', esc_attr( (string) wc_get_price_to_display( $product ) ) );
	}
	printf( '<shop-instalments %s product-id="%d"></shop-instalments>', $attributes, (int) $product->get_id() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
}
