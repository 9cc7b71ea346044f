<?php
/**
 * The quick view's admin-ajax action (`shop_quick_view`, what `<shop-quick-view>` posts by default): the
 * product's sale flash, gallery and summary as the single-product template prints them (title, price, excerpt,
 * the add-to-cart form with its variation data, meta), for a published product the catalogue shows. And the
 * product cards' "Quick view" button, when the setting is on.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const QUICK_VIEW_ACTION = 'shop_quick_view';

/** Answers the action: POST `product` (its id). Any product a shopper may not see answers 404 with no body. */
function answer_quick_view() {
	$id      = isset( $_POST['product'] ) ? absint( $_POST['product'] ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- a read.
	$product = quick_view_product( $id );
	if ( null === $product ) {
		wp_die( '', '', array( 'response' => 404 ) );
	}
	print_quick_view_panel( $product );
	wp_die();
}

/**
 * The product, when the shop shows it to anyone: published, not behind a password, not hidden from the catalogue.
 * A variation, a draft, a private, pending or trashed product is null, whoever asks (an editor previews on the
 * product page itself).
 *
 * @param int $id Product id.
 * @return \WC_Product|null
 */
function quick_view_product( $id ) {
	$post = $id ? get_post( $id ) : null;
	if ( ! $post || 'product' !== $post->post_type || 'publish' !== $post->post_status || post_password_required( $post ) ) {
		return null;
	}
	$product = wc_get_product( $post );
	return $product && 'hidden' !== $product->get_catalog_visibility() ? $product : null;
}

/**
 * Prints the panel: the single-product template's wrapper and the hooks it runs before and in its summary, so
 * whatever the theme and other plugins add there is in the quick view too. The tabs, up-sells and related
 * products that follow the summary on the product page are left out.
 *
 * @param \WC_Product $product A product quick_view_product() gave.
 */
function print_quick_view_panel( $product ) {
	$GLOBALS['post'] = get_post( $product->get_id() ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the template tags read it.
	setup_postdata( $GLOBALS['post'] );
	$GLOBALS['product'] = $product; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- WooCommerce's template functions read it.
	printf( '<div id="product-%d" class="%s">', (int) $product->get_id(), esc_attr( implode( ' ', wc_get_product_class( 'shop-quick-view-product', $product ) ) ) );
	do_action( 'woocommerce_before_single_product_summary' );
	echo '<div class="summary entry-summary">';
	do_action( 'woocommerce_single_product_summary' );
	echo '</div></div>';
	wp_reset_postdata();
}

/** Prints a product card's "Quick view" button: a link to the product page until the element opens the dialog. */
function print_quick_view_button() {
	global $product;
	if ( ! $product instanceof \WC_Product ) {
		return;
	}
	printf(
		'<shop-quick-view><a href="%1$s" class="button quick-view-button" data-product_id="%2$d" aria-label="%3$s">%4$s</a></shop-quick-view>',
		esc_url( $product->get_permalink() ),
		(int) $product->get_id(),
		/* translators: %s: product name */
		esc_attr( sprintf( __( 'Quick view: %s', 'shop-elements' ), $product->get_name() ) ),
		esc_html__( 'Quick view', 'shop-elements' )
	);
}

/**
 * The product form's settings on every page a card may be on (`wc_single_product_params`,
 * `wc_add_to_cart_variation_params`), as on a product page: the dialog's gallery and variation form read them.
 * Their scripts are enqueued only for their settings, so only while the product-form switch removes them again.
 */
function enqueue_quick_view_settings() {
	if ( feature_enabled( 'product-form' ) ) {
		wp_enqueue_script( 'wc-single-product' );
		wp_enqueue_script( 'wc-add-to-cart-variation' );
	}
}
