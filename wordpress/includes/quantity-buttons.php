<?php
/**
 * `<shop-quantity>`'s − and + buttons, printed with WooCommerce's quantity field where auto mode wraps it. They
 * are inert stand-ins (disabled, hidden from assistive technology) that the element replaces with its own when
 * its code arrives: the field has its final width from the first paint instead of widening then, which moved
 * the rest of the form (a layout shift on every product and cart page). A hidden field (a quantity the shopper
 * cannot change) gets none, as the element adds none to it.
 *
 * Both are printed before the field, + after −, and the library's stylesheet shows + after the field (flex
 * order); the element moves it after the field when it renders (reading order). Browsers often paint a frame
 * while their parser has just read the field: a + printed after it was not there yet, so the field and a cart's
 * columns widened when it was read (a layout shift on 2 of 3 cart loads on a slow phone).
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the type WooCommerce gives the field it is about to print: the template's hooks are not told.
 *
 * @param string $type 'number', 'text' (read-only) or 'hidden'.
 */
function remember_quantity_type( $type ) {
	last_quantity_type( (string) $type );
	return $type;
}

/**
 * The type of the quantity field being printed.
 *
 * @param string|null $type Set it (from the filter).
 */
function last_quantity_type( $type = null ) {
	static $last = 'number';
	if ( null !== $type ) {
		$last = $type;
	}
	return $last;
}

/** Whether this response's quantity fields are wrapped by auto mode: pages the library serves, and their AJAX. */
function prints_quantity_buttons() {
	return settings()['auto'] && 'hidden' !== last_quantity_type() && ( wp_doing_ajax() || ( is_storefront_request() && library_serves_this_page() ) );
}

/** Before the field: the − stand-in, then the + one (shown after the field). */
function print_quantity_stand_ins() {
	if ( prints_quantity_buttons() ) {
		echo quantity_stand_in( 'minus', '−' ) . quantity_stand_in( 'plus', '+' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- constant markup.
	}
}

/**
 * The element's mount point with an inert copy of its button: the same classes, so the theme's rules (Storefront
 * hides a cart row's `.plus` and `.minus` on a phone) and the library's give it the same box.
 *
 * @param string $direction 'minus' or 'plus'.
 * @param string $text      The button's text.
 */
function quantity_stand_in( $direction, $text ) {
	return sprintf(
		'<span class="shop-quantity__control shop-quantity__control--%1$s"><button type="button" class="shop-quantity__button %1$s" disabled tabindex="-1" aria-hidden="true">%2$s</button></span>',
		$direction,
		$text
	);
}

/** Hooks into WooCommerce's quantity template (its hook since WooCommerce 7.2, the type filter 7.4). */
function add_quantity_buttons() {
	add_filter( 'woocommerce_quantity_input_type', __NAMESPACE__ . '\\remember_quantity_type', PHP_INT_MAX );
	add_action( 'woocommerce_before_quantity_input_field', __NAMESPACE__ . '\\print_quantity_stand_ins' );
}
