<?php
/**
 * Settings → Shop Elements, "Added to the shop": the cards' quick-view button and the instalment provider, saved
 * in their own option by the same form.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/** Registers the option and its fields, after the plugin's own sections. */
function register_extras_settings() {
	register_setting(
		PAGE,
		EXTRAS_OPTION,
		array(
			'type'              => 'object',
			'sanitize_callback' => __NAMESPACE__ . '\\sanitize_extras',
		)
	);
	add_settings_section( 'extras', __( 'Added to the shop', 'shop-elements' ), '__return_false', PAGE );
	add_settings_field( 'quick-view', __( 'Quick view', 'shop-elements' ), __NAMESPACE__ . '\\render_quick_view_field', PAGE, 'extras' );
	$fields = array(
		'host'         => array( __( 'Instalment provider host', 'shop-elements' ), 'url', __( 'Where the provider serves its "Learn more" dialog (modal/{locale}.html). Empty: no "Learn more" link.', 'shop-elements' ) ),
		'merchant_key' => array( __( 'Instalment merchant key', 'shop-elements' ), 'text', __( 'Your account with the provider. Empty: no instalment messaging.', 'shop-elements' ) ),
		'min'          => array( __( 'Instalments from (order amount)', 'shop-elements' ), 'text', __( 'Empty: 35.00, kept inside the provider\'s own limits.', 'shop-elements' ) ),
		'max'          => array( __( 'Instalments up to (order amount)', 'shop-elements' ), 'text', __( 'Empty: 1000.00, kept inside the provider\'s own limits.', 'shop-elements' ) ),
		'currency'     => array( __( 'Instalment currency', 'shop-elements' ), 'text', __( 'The provider\'s currency (USD, GBP…): no messaging while the store sells in another. Empty: the store\'s.', 'shop-elements' ) ),
	);
	foreach ( $fields as $name => list( $label, $type, $description ) ) {
		$label_for = "shop-elements-instalments-{$name}";
		add_settings_field( "instalments-{$name}", $label, __NAMESPACE__ . '\\render_instalments_field', PAGE, 'extras', compact( 'name', 'type', 'description', 'label_for' ) );
	}
}

/** The quick-view switch. */
function render_quick_view_field() {
	printf(
		'<label><input type="checkbox" name="%1$s[quick_view]" value="1" %2$s> %3$s</label>',
		esc_attr( EXTRAS_OPTION ),
		checked( extras()['quick_view'], true, false ),
		esc_html__( 'A "Quick view" button on each product card, opening the product\'s form in a dialog. Storefront prints none.', 'shop-elements' )
	);
}

/**
 * One instalment setting.
 *
 * @param array{name: string, type: string, description: string, label_for: string} $args The field.
 */
function render_instalments_field( array $args ) {
	printf(
		'<input type="%1$s" id="%6$s" class="regular-text" name="%2$s[instalments][%3$s]" value="%4$s"><p class="description">%5$s</p>',
		esc_attr( $args['type'] ),
		esc_attr( EXTRAS_OPTION ),
		esc_attr( $args['name'] ),
		esc_attr( extras()['instalments'][ $args['name'] ] ),
		esc_html( $args['description'] ),
		esc_attr( $args['label_for'] )
	);
}
