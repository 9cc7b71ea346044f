<?php
/**
 * What WooCommerce adds for its PhotoSwipe lightbox beside the scripts the gallery switch removes: two stylesheets
 * in the head, render-blocking on every product page, and the lightbox's hidden root (`div.pswp`) in the footer.
 * The library's lightbox brings its own styles when it first opens. Both go with the scripts, unless a script still
 * printed needs PhotoSwipe (another plugin's, depending on it): then that script keeps its styles and markup.
 *
 * @package ShopElements
 */

namespace ShopElements;

defined( 'ABSPATH' ) || exit;

const PHOTOSWIPE_STYLES = array( 'photoswipe-default-skin', 'photoswipe' );

/** Just before the head's styles print: dequeues PhotoSwipe's styles and footer markup when nothing needs them. */
function remove_photoswipe_leftovers() {
	if ( ! feature_enabled( 'gallery' ) || null === manifest() || ! library_serves_this_page() ) {
		return;
	}
	$scripts = wp_scripts();
	$kept    = printed_handles( $scripts, array_values( array_diff( $scripts->queue, replaced_handles() ) ) );
	if ( isset( $kept['wc-photoswipe'] ) || isset( $kept['photoswipe'] ) ) {
		return;
	}
	foreach ( PHOTOSWIPE_STYLES as $handle ) {
		wp_dequeue_style( $handle );
	}
	remove_action( 'wp_footer', 'woocommerce_photoswipe' );
}
