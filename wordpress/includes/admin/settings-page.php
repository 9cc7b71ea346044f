<?php
/**
 * Settings → Shop Elements: the build, auto mode, one switch per replaced feature, and the scripts that still
 * need jQuery. The Settings API gives the form its nonce and the capability check.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const PAGE = 'shop-elements';

/** Registers the option, its sections and fields. */
function register_settings() {
	register_setting(
		PAGE,
		OPTION,
		array(
			'type'              => 'object',
			'sanitize_callback' => __NAMESPACE__ . '\\sanitize_settings',
		)
	);
	add_settings_section( 'library', __( 'Library', 'shop-elements' ), '__return_false', PAGE );
	add_settings_field( 'build', __( 'Build', 'shop-elements' ), __NAMESPACE__ . '\\render_build_field', PAGE, 'library' );
	add_settings_field( 'auto', __( 'Auto mode', 'shop-elements' ), __NAMESPACE__ . '\\render_auto_field', PAGE, 'library' );
	add_settings_section( 'legacy', __( 'Legacy scripts to remove', 'shop-elements' ), __NAMESPACE__ . '\\render_legacy_intro', PAGE );
	foreach ( features() as $id => $feature ) {
		add_settings_field( "feature-{$id}", esc_html( $feature['label'] ), __NAMESPACE__ . '\\render_feature_field', PAGE, 'legacy', array( 'id' => $id ) );
	}
	add_settings_section( 'jquery', __( 'jQuery', 'shop-elements' ), __NAMESPACE__ . '\\render_jquery_dependents', PAGE );
}

/** Adds the page under Settings, for administrators. */
function add_settings_page() {
	add_options_page( __( 'Shop Elements', 'shop-elements' ), __( 'Shop Elements', 'shop-elements' ), 'manage_options', PAGE, __NAMESPACE__ . '\\render_settings_page' );
}

/** The page itself. */
function render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1>';
	if ( null === manifest() ) {
		echo '<div class="notice notice-error"><p>' . esc_html__( 'The library\'s build is missing (no manifest.json in the plugin\'s dist folder): nothing is loaded or removed.', 'shop-elements' ) . '</p></div>';
	}
	render_block_pages_notice();
	echo '<form action="options.php" method="post">';
	settings_fields( PAGE );
	do_settings_sections( PAGE );
	submit_button();
	echo '</form></div>';
}

/** React or lean build. */
function render_build_field() {
	$labels = array(
		'lean'  => __( 'Lean (Preact, the default): on Storefront, every page type but the checkout fetches a quarter to 40 percent of the legacy scripts\' JavaScript before the shopper acts (product pages no renderer at all); the checkout about 4 KB more than legacy', 'shop-elements' ),
		'react' => __( 'React: the same as lean until the shopper acts; from the first interaction with an element, about 50 KB more than lean', 'shop-elements' ),
	);
	foreach ( $labels as $build => $label ) {
		printf(
			'<label><input type="radio" name="%1$s[build]" value="%2$s" %3$s> %4$s</label><br>',
			esc_attr( OPTION ),
			esc_attr( $build ),
			checked( settings()['build'], $build, false ),
			esc_html( $label )
		);
	}
}

/** Auto mode switch. */
function render_auto_field() {
	printf(
		'<label><input type="checkbox" name="%1$s[auto]" value="1" %2$s> %3$s</label>',
		esc_attr( OPTION ),
		checked( settings()['auto'], true, false ),
		esc_html__( 'Wrap WooCommerce\'s own markup in the elements\' tags in the browser, so no template needs changing. Off: the theme prints the tags.', 'shop-elements' )
	);
}

/** What the switches do. */
function render_legacy_intro() {
	echo '<p>' . esc_html__( 'Each switch removes the scripts of a behaviour the elements replace; their settings stay printed for the elements. A script another enqueued script depends on is kept.', 'shop-elements' ) . '</p>';
}

/**
 * One feature's switch, with the handles it removes.
 *
 * @param array{id: string} $args The feature's key.
 */
function render_feature_field( array $args ) {
	$feature = features()[ $args['id'] ];
	printf(
		'<label><input type="checkbox" name="%1$s[features][%2$s]" value="1" %3$s> %4$s</label><p class="description">%5$s</p>',
		esc_attr( OPTION ),
		esc_attr( $args['id'] ),
		checked( feature_enabled( $args['id'] ), true, false ),
		esc_html( implode( ', ', $feature['handles'] ) ),
		esc_html( $feature['note'] )
	);
}

/** Says which of WooCommerce's Cart and Checkout pages are blocks, where the plugin loads nothing, and how to switch. */
function render_block_pages_notice() {
	$labels = array(
		'cart'     => array( __( 'Cart', 'shop-elements' ), __( 'Switch to classic cart', 'shop-elements' ), '[woocommerce_cart]' ),
		'checkout' => array( __( 'Checkout', 'shop-elements' ), __( 'Switch to classic checkout', 'shop-elements' ), '[woocommerce_checkout]' ),
	);
	foreach ( block_cart_checkout_pages() as $page => $id ) {
		list( $name, $switch, $shortcode ) = $labels[ $page ];
		printf(
			'<div class="notice notice-info"><p>%s <a href="%s">%s</a></p></div>',
			esc_html(
				sprintf(
					/* translators: 1: "Cart" or "Checkout", 2: the block's button, e.g. "Switch to classic cart", 3: the shortcode, e.g. [woocommerce_cart]. */
					__( 'Your %1$s page is WooCommerce\'s %1$s block, which runs scripts of its own: the plugin loads nothing on it. To use the elements there, edit the page, select the block and press “%2$s” in its settings (or replace the block with a Shortcode block holding %3$s).', 'shop-elements' ),
					$name,
					$switch,
					$shortcode
				)
			),
			esc_url( (string) get_edit_post_link( $id ) ),
			esc_html__( 'Edit the page', 'shop-elements' )
		);
	}
}

/** The scripts that kept jQuery on the last storefront page of each type an administrator opened. */
function render_jquery_dependents() {
	echo '<p>' . esc_html__( 'jQuery is never removed by this plugin: WordPress prints it while any printed script depends on it, and the plugin adds it for scripts that use it without declaring it. Recorded when you open a storefront page while logged in as an administrator:', 'shop-elements' ) . ' ' . storefront_links() . '</p>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- storefront_links() escapes.
	$record = get_option( JQUERY_RECORD_OPTION, array() );
	if ( ! is_array( $record ) || ! $record ) {
		echo '<p><em>' . esc_html__( 'No storefront page recorded yet: open the pages above, then reload this screen.', 'shop-elements' ) . '</em></p>';
		return;
	}
	echo '<table class="widefat striped"><thead><tr><th>' . esc_html__( 'Page type', 'shop-elements' ) . '</th><th>' . esc_html__( 'Scripts that need jQuery (through)', 'shop-elements' ) . '</th></tr></thead><tbody>';
	foreach ( $record as $type => $entry ) {
		$undeclared = (array) ( $entry['undeclared'] ?? array() );
		$items      = array();
		foreach ( (array) ( $entry['dependents'] ?? array() ) as $handle => $through ) {
			$items[] = in_array( $handle, $undeclared, true )
				/* translators: %s: a script handle. */
				? sprintf( esc_html__( '%s (uses jQuery without declaring it)', 'shop-elements' ), '<code>' . esc_html( $handle ) . '</code>' )
				: sprintf( '<code>%s</code> (%s)', esc_html( $handle ), esc_html( implode( ', ', (array) $through ) ) );
		}
		if ( ! empty( $entry['enqueued'] ) ) {
			$items[] = esc_html__( 'jQuery itself is enqueued (by the theme or a plugin)', 'shop-elements' );
		}
		printf(
			'<tr><td>%1$s<br><small><code>%2$s</code></small></td><td>%3$s</td></tr>',
			esc_html( $type ),
			esc_html( $entry['path'] ?? '' ),
			$items ? implode( '<br>', $items ) : esc_html__( 'none: jQuery is not loaded', 'shop-elements' ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- each item is escaped above.
		);
	}
	echo '</tbody></table>';
}

/** Links to one storefront page of each of WooCommerce's page types, escaped. */
function storefront_links() {
	$pages = array(
		'shop'      => __( 'Shop', 'shop-elements' ),
		'cart'      => __( 'Cart', 'shop-elements' ),
		'checkout'  => __( 'Checkout', 'shop-elements' ),
		'myaccount' => __( 'My account', 'shop-elements' ),
	);
	$links = array();
	foreach ( $pages as $page => $label ) {
		$id = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( $page ) : 0;
		if ( $id > 0 ) {
			$links[] = sprintf( '<a href="%s">%s</a>', esc_url( (string) get_permalink( $id ) ), esc_html( $label ) );
		}
	}
	$product = function_exists( 'wc_get_products' ) ? wc_get_products( array( 'limit' => 1, 'status' => 'publish', 'return' => 'ids' ) ) : array();
	if ( $product ) {
		$links[] = sprintf( '<a href="%s">%s</a>', esc_url( (string) get_permalink( $product[0] ) ), esc_html__( 'a product', 'shop-elements' ) );
	}
	$links[] = sprintf( '<a href="%s">%s</a>', esc_url( home_url( '/' ) ), esc_html__( 'the front page', 'shop-elements' ) );
	return implode( ', ', $links );
}
